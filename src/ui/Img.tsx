import { useState } from 'react';
import styles from './Img.module.css';

interface Props {
  src: string | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
}

/** An image that falls back to a quiet placeholder when missing or broken (in-play §8). */
export function Img({ src, alt, className, eager }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return <div className={`${styles.fallback} ${className ?? ''}`} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  }
  return (
    <img
      src={src}
      alt={alt}
      className={`${styles.img} ${className ?? ''}`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(src)}
    />
  );
}
