import type { CheckEvent } from '../../../../contract/dungeon';
import { Img } from '../../../../ui/Img';
import { checkTone } from '../../rules/events';
import styles from './Cards.module.css';

const TITLES: Record<CheckEvent['type'], string> = {
  skillCheck: 'Skill Check',
  combatAttackCheck: 'Combat · Attack',
  combatDefenseCheck: 'Combat · Defense',
};

/** A skill or combat check (in-play §2): the roll, its number and result; 'Failure' amber, else green. */
export function CheckCard({ event, onHelp }: { event: CheckEvent; onHelp: () => void }) {
  const tone = checkTone(event.resultStatus);
  return (
    <div className={`${styles.check} ${styles[tone]}`}>
      <div className={styles.checkHead}>
        <Img src={event.icon} alt="" className={styles.checkIcon} />
        <span className={styles.checkTitle}>{TITLES[event.type]}</span>
        {event.NPCIcon && <Img src={event.NPCIcon} alt="" className={styles.checkIcon} />}
        <button type="button" className={styles.help} onClick={onHelp} aria-label="How checks work" aria-haspopup="dialog">
          ?
        </button>
      </div>
      <div className={styles.roll}>
        <span className={styles.rollNumber} aria-label={`Rolled ${event.rollResultNumber}`}>
          {event.rollResultNumber}
        </span>
        <span className={styles.rollString}>{event.rollString}</span>
      </div>
      <p className={styles.result}>
        <strong>{event.resultStatus}</strong>
        {event.resultString && event.resultString !== event.resultStatus ? ` · ${event.resultString}` : ''}
      </p>
      <p className={styles.text}>{event.narrativeString}</p>
    </div>
  );
}
