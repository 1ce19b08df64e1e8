import { Img } from './Img';
import styles from './Avatar.module.css';

interface Props {
  name: string | null | undefined;
  url: string | null | undefined;
  size?: number;
}

/** A round avatar, or the name's initial when there is no picture. */
export function Avatar({ name, url, size = 36 }: Props) {
  const initial = (name?.trim()[0] ?? '?').toUpperCase();
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {url ? <Img src={url} alt="" className={styles.img} /> : <span aria-hidden="true">{initial}</span>}
    </span>
  );
}
