import { useOnline } from '../../lib/useOnline';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import styles from './Discovery.module.css';
import { useFaq } from './reads';

/** /faq: questions Historians ask, each opening its answer; read offline once pulled. */
export default function FaqPage() {
  const { faq, ensure } = useFaq();
  const online = useOnline();
  return (
    <>
      <h1 className={styles.title}>Questions &amp; Answers</h1>
      {faq === undefined ? null : faq === null ? (
        !online ? (
          <Notice>You are offline. The answers will appear here the first time you are online.</Notice>
        ) : ensure.error ? (
          <Notice tone="error">The answers could not be loaded: {ensure.error}</Notice>
        ) : (
          <Skeleton height={240} />
        )
      ) : (
        <div className={styles.faq}>
          {faq.entries.map((e) => (
            <details key={e.question} className={styles.faqItem}>
              <summary>{e.question}</summary>
              <p>{e.answer}</p>
            </details>
          ))}
        </div>
      )}
    </>
  );
}
