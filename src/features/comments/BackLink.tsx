import { Link, useNavigate } from 'react-router-dom';
import { BackIcon } from '../../ui/icons';
import styles from './Comments.module.css';

/** The way back from a discussion: to the page it belongs to, or (unknown) the previous page. */
export function BackLink({ to, label }: { to: string | null; label: string }) {
  const navigate = useNavigate();
  return to ? (
    <Link to={to} className={styles.back}>
      <BackIcon /> {label}
    </Link>
  ) : (
    <button type="button" className={styles.back} onClick={() => navigate(-1)}>
      <BackIcon /> {label}
    </button>
  );
}
