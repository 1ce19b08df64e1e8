import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLive } from '../../lib/useLive';
import { useOnline } from '../../lib/useOnline';
import { Notice } from '../../ui/Notice';
import field from '../../ui/Field.module.css';
import styles from './Discovery.module.css';
import { listCreators, useSearch } from './reads';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX } from './search-rules';
import { SearchResultsList } from './SearchResultsList';
import { useDebounced } from './useDebounced';

/**
 * /search (header hidden): Memories, Timelines, adventures (sagas) and creators. The server answers
 * online and its answer is kept, so a search made before answers offline; otherwise what is stored answers.
 */
export default function SearchPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const settled = useDebounced(q, SEARCH_DEBOUNCE_MS);
  const online = useOnline();
  const { answer, ensure } = useSearch(settled, online);
  const creators = useLive(listCreators, []);
  const found = answer?.results;
  const shownCreators = (creators ?? []).filter((c) => found?.creators.some((f) => f.page_name === c.page_name));
  const total = found ? found.series.length + found.dungeons.length + found.sagas.length + found.creators.length : 0;

  return (
    <>
      <h1 className={styles.title}>Search</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.searchForm}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search Memories, Timelines, adventures and creators
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={field.input}
          placeholder="Search Memories, Timelines, creators…"
          maxLength={SEARCH_MAX}
          value={q}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          autoComplete="off"
        />
      </form>
      {settled.trim() && found && (
        <>
          <p role="status" className={styles.lead}>
            {total === 0 ? `Nothing matches “${settled.trim()}”.` : `${total} result${total === 1 ? '' : 's'} for “${settled.trim()}”`}
          </p>
          {!answer.fromServer && (
            <Notice>{online ? (ensure.error ? `Search could not reach the server: ${ensure.error}. Showing what is saved on this device.` : 'Searching…') : 'You are offline. Showing what is saved on this device.'}</Notice>
          )}
          <SearchResultsList results={found} creators={shownCreators} />
        </>
      )}
    </>
  );
}
