import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface Look {
  variant?: Variant;
  block?: boolean;
}

function classes({ variant = 'primary', block }: Look, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, block, className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type={type} className={classes({ variant, block }, className)} {...rest} />;
}

/** A link that looks like a button: navigation stays a link for the browser and assistive tech. */
export function ButtonLink({ variant, block, className, ...rest }: LinkProps & Look) {
  return <Link className={classes({ variant, block }, className)} {...rest} />;
}
