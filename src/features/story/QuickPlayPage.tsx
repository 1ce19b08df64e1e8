import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { UI_LIMITS, UI_STORY_LIMITS } from '../../lib/limits';
import { paths } from '../../lib/paths';
import { useMe } from '../../lib/reads';
import { checkPlayerText } from '../../lib/text-rules';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { PlayerTextField } from '../../ui/PlayerTextField';
import { Img } from '../../ui/Img';
import { Notice } from '../../ui/Notice';
import { sync } from '../../worker-client';
import { useStorySaga } from './reads';
import { ASSISTANT_MEMORY_TEXT, PREMISE_IDEAS } from './story-rules';
import styles from './Story.module.css';
import { wentWrong } from '../../lib/went-wrong';

const TITLE_MAX = 120;

/**
 * Quick play (/quickplay, ?sagaId= for a new version of a saga): the player writes a premise and the
 * narrator opens a custom adventure from it. Works offline: the creation waits in the outbox and its
 * loader says so.
 */
export default function QuickPlayPage() {
  const [params] = useSearchParams();
  const fromSagaId = params.get('sagaId');
  const from = useStorySaga(fromSagaId ?? '', !!fromSagaId);
  const me = useMe();
  const navigate = useNavigate();
  const id = useId();
  const [title, setTitle] = useState('');
  const [premise, setPremise] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const source = fromSagaId ? from : null;

  // A new version starts from the saga's own premise, for the player to bend.
  const text = premise ?? source?.description ?? '';
  const check = checkPlayerText(text, UI_LIMITS.storyChoice);

  const create = async () => {
    if (!check.ok || busy) return;
    setBusy(true);
    setError(null);
    const storyId = crypto.randomUUID();
    const r = await sync.storyCreate({
      saga_id: storyId,
      premise: check.text,
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(fromSagaId ? { from_saga_id: fromSagaId } : {}),
    }).catch(wentWrong);
    setBusy(false);
    if (!r.ok) return setError(r.message);
    navigate(paths.quickPlayLoader(storyId));
  };

  return (
    <section className={styles.quick} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{fromSagaId ? 'Create New Version' : 'Quick Play'}</h1>
      {source ? (
        <div className={styles.source}>
          <Img src={source.cover} alt="" className={styles.sourceCover} />
          <p>
            A new version of <strong>{source.title}</strong>: keep what you love, change what you would have done differently.
          </p>
        </div>
      ) : (
        <p className={styles.lead}>Write the beginning of a story. You make the choices; the narrator makes the adventure.</p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <div className={field.field}>
          <PlayerTextField
            id={`${id}-premise`}
            label="Your premise"
            rows={5}
            max={UI_LIMITS.storyChoice}
            placeholder="Who are you, where are you, and what is about to happen?"
            value={text}
            onChange={setPremise}
          />
        </div>
        {!fromSagaId && (
          <div className={styles.ideas} role="group" aria-label="Ideas to start from">
            {PREMISE_IDEAS.map((idea) => (
              <button key={idea} type="button" className={styles.idea} onClick={() => setPremise(idea)}>
                {idea}
              </button>
            ))}
          </div>
        )}
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-name`}>
            Title (optional)
          </label>
          <input
            id={`${id}-name`}
            className={field.input}
            maxLength={TITLE_MAX}
            value={title}
            placeholder="The narrator names it from your premise"
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <Button type="submit" block disabled={!check.ok || busy}>
          Begin the Adventure
        </Button>
      </form>
      <p className={styles.small}>
        {me?.subscription_active
          ? 'As a subscriber your adventure can go on for as long as you like.'
          : `Your adventure runs ${UI_STORY_LIMITS.freeChapters} chapters; subscribers’ go on without end.`}{' '}
        {ASSISTANT_MEMORY_TEXT}
      </p>
    </section>
  );
}
