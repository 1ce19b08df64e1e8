import { ButtonLink } from '../ui/Button';
import styles from '../ui/Splash.module.css';

export default function NotFoundPage() {
  return (
    <section className={styles.splash} aria-labelledby="nf-title">
      <h1 id="nf-title">This page is lost to history</h1>
      <p className={styles.text}>The path you followed does not lead anywhere in the Chronicle.</p>
      <ButtonLink to="/sanctum">Return to the Sanctum</ButtonLink>
    </section>
  );
}
