import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LEGAL } from './legal-texts';
import styles from '../../ui/ProsePage.module.css';

type DocKey = keyof typeof LEGAL;

/** One legal document, chosen by the path (/terms, /contest-rules, /rules, /policy); no login needed. */
export default function LegalPage() {
  const { pathname, search } = useLocation();
  const key = pathname.replace(/^\/|\/$/g, '') as DocKey;
  const doc = LEGAL[key] ?? LEGAL.terms;

  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <h1 id="legal-title">{doc.title}</h1>
      <p className={styles.small}>Last updated {doc.updated}</p>
      {doc.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <nav aria-label="Legal" className={styles.links}>
        {(Object.keys(LEGAL) as DocKey[])
          .filter((k) => k !== key)
          .map((k) => (
            <Link key={k} to={{ pathname: `/${k}`, search }}>
              {LEGAL[k].title}
            </Link>
          ))}
        <Link to={{ pathname: paths.credits(), search }}>Credits</Link>
      </nav>
    </article>
  );
}
