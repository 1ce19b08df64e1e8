import { useId, useState } from 'react';
import { useOnline } from '../../lib/useOnline';
import field from '../../ui/Field.module.css';
import { CreatorCard } from './CreatorCard';
import styles from './Discovery.module.css';
import { useCreators, useSearch } from './reads';
import { normaliseQuery, SEARCH_DEBOUNCE_MS, SEARCH_MAX } from './search-rules';
import { useDebounced } from './useDebounced';

/** /creators/search: creators by name or page name (and, online, by what their bios say). */
export default function CreatorsSearchPage() {
  const id = useId();
  const [q, setQ] = useState('');
  const settled = useDebounced(q, SEARCH_DEBOUNCE_MS);
  const online = useOnline();
  const { creators } = useCreators();
  const { answer } = useSearch(settled, online);
  const needle = normaliseQuery(settled);
  const byServer = new Set(answer?.results.creators.map((c) => c.page_name));
  const shown = (creators ?? []).filter((c) => !needle || byServer.has(c.page_name) || `${c.name} ${c.page_name}`.toLocaleLowerCase('en').includes(needle));

  return (
    <>
      <h1 className={styles.title}>Search Creators</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.searchForm}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search creators
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={field.input}
          placeholder="Search creators…"
          maxLength={SEARCH_MAX}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          autoComplete="off"
          data-autofocus
        />
      </form>
      <p role="status" className={styles.lead}>
        {needle ? (shown.length === 0 ? `No creator matches “${settled.trim()}”.` : `${shown.length} creator${shown.length === 1 ? '' : 's'}`) : ''}
      </p>
      <ul className={styles.list}>
        {shown.map((c) => (
          <li key={c.page_name}>
            <CreatorCard creator={c} />
          </li>
        ))}
      </ul>
    </>
  );
}
