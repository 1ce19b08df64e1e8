import type { StoryChapterRow, StoryRow } from '../../db';
import { CHOICE_COLOURS } from '../../lib/limits';
import { useOnline } from '../../lib/useOnline';
import { colourSlot } from '../../lib/text-rules';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { useEchoes } from '../echoes';
import { WriteStatus } from '../outbox';
import { EndlessPromo } from './EndlessPromo';
import { PENDING_CHOICE_TEXT, type StoryClose } from './story-rules';
import styles from './Story.module.css';

/** How many offered echoes the moment shows: one of each colour. */
const OFFERED = CHOICE_COLOURS;

interface Props {
  story: StoryRow;
  chapter: StoryChapterRow;
  close: StoryClose;
  cover: string | null;
  /** An offered echo was picked: it goes into the footer's input, to send or change. */
  onOffered: (text: string) => void;
  onNext: () => void;
}

/** What follows a chapter's story: the owner's move (with other Historians' echoes offered), the choice made, or the way on. */
export function StoryMoment({ story, chapter, close, cover, onOffered, onNext }: Props) {
  const online = useOnline();
  const next = (
    <Button block onClick={onNext}>
      Next Chapter
    </Button>
  );
  return (
    <section className={styles.moment} aria-label="Your move">
      {close.kind === 'choose' && <Offered storyId={story.story_id} onOffered={onOffered} />}
      {close.kind === 'pending' && (
        <>
          <p className={styles.chosenLabel}>Your choice</p>
          <blockquote className={styles.yourChoice}>{close.text}</blockquote>
          <WriteStatus outboxId={close.outboxId} offlineText={PENDING_CHOICE_TEXT} />
        </>
      )}
      {close.kind === 'chosen' && (
        <>
          <p className={styles.chosenLabel}>You chose</p>
          <blockquote className={styles.yourChoice}>{close.text}</blockquote>
          {next}
        </>
      )}
      {close.kind === 'next' && next}
      {close.kind === 'endless' && <EndlessPromo cover={cover} />}
      {close.kind === 'watch' && (
        <Notice>
          {chapter.moment === null
            ? `This is where ${story.owner.username}'s adventure ends, for now.`
            : `This is ${story.owner.username}'s adventure: only they choose what happens next.${online ? '' : ' New chapters arrive when you are back online.'}`}
        </Notice>
      )}
    </section>
  );
}

/** The moment's offered choices: what other Historians did at this point (their echoes), each on its colour. */
function Offered({ storyId, onOffered }: { storyId: string; onOffered: (text: string) => void }) {
  const { list } = useEchoes(storyId);
  const offered = list?.echoes.slice(0, OFFERED) ?? [];
  const scroll = list?.adventure_mode === 'echo' ? list.scroll : [];
  return (
    <>
      <p className={styles.prompt}>Type what you do next below.</p>
      {(scroll.length > 0 || list?.pending_outbox_id) && (
        <div className={styles.scrollNote}>
          <p>
            {scroll.length > 0
              ? `Your Scroll of Fate holds ${scroll.length} echo${scroll.length === 1 ? '' : 'es'} for the next chapter.`
              : 'Your next chapter will be yours alone: no echoes are kept.'}
          </p>
          {list?.pending_outbox_id && <WriteStatus outboxId={list.pending_outbox_id} offlineText="Your Scroll of Fate is saved and will be sent when you are back online." />}
        </div>
      )}
      {offered.length > 0 && (
        <div>
          <h2 className={styles.offeredTitle}>Or follow another Historian</h2>
          <ul className={styles.offeredList}>
            {offered.map((e, i) => (
              <li key={e.echoes_id}>
                <button
                  type="button"
                  className={styles.offeredCard}
                  style={{ background: `var(--choice-${colourSlot(i, CHOICE_COLOURS)})` }}
                  onClick={() => onOffered(e.text)}
                  aria-label={`Use “${e.text}” by ${e.username}`}
                >
                  <span className={styles.offeredText}>{e.text}</span>
                  <span className={styles.offeredBy}>{e.username}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
