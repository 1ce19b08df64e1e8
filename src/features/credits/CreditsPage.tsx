import { Link, useLocation } from 'react-router-dom';
import { GAME_ICONS, OTHER_CREDITS } from './credits-texts';
import { ICON_CREDITS } from './icon-credits';
import prose from '../../ui/ProsePage.module.css';
import styles from './Credits.module.css';

/** The credits (/credits): the authors of the icons, as Game Icons' licence asks, and the other works the app is made with. */
export default function CreditsPage() {
  const { search } = useLocation();
  const total = ICON_CREDITS.reduce((n, c) => n + c.icons.length, 0);
  return (
    <article className={prose.page} aria-labelledby="credits-title">
      <h1 id="credits-title">Credits</h1>
      <section aria-labelledby="icons-title">
        <h2 id="icons-title">Icons</h2>
        <p>
          {GAME_ICONS.intro}{' '}
          <a href={GAME_ICONS.site.href} rel="noopener noreferrer" target="_blank">
            {GAME_ICONS.site.label}
          </a>
          {' · '}
          <a href={GAME_ICONS.licence.href} rel="noopener noreferrer" target="_blank">
            {GAME_ICONS.licence.label}
          </a>
        </p>
        <ul className={styles.authors}>
          {ICON_CREDITS.map((c) => (
            <li key={c.author}>
              <details>
                <summary>
                  <strong>{c.author}</strong> — {c.icons.length} icon{c.icons.length === 1 ? '' : 's'}
                </summary>
                <p className={styles.icons}>{c.icons.join(', ')}</p>
              </details>
            </li>
          ))}
        </ul>
        <p className={prose.small}>{total} icons in all.</p>
      </section>
      {OTHER_CREDITS.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <nav aria-label="Legal" className={prose.links}>
        <Link to={{ pathname: '/terms', search }}>Terms &amp; Conditions</Link>
        <Link to={{ pathname: '/policy', search }}>Privacy Policy</Link>
        <Link to={{ pathname: '/sanctum' }}>Back to the Sanctum</Link>
      </nav>
    </article>
  );
}
