import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HomeRow } from '../../db';
import { Button, ButtonLink } from '../../ui/Button';
import { Img } from '../../ui/Img';
import { Accordion } from './Accordion';
import { DungeonLinks } from './DungeonLinks';
import { PremiumIcon } from './PremiumIcon';
import { dungeonButtonText, subscriptionSearch } from './sanctum-rules';
import { MissionList, missionsCompletedText, useDungeon } from '../dungeon';
import styles from './Sanctum.module.css';

interface Props {
  item: HomeRow;
  open: boolean;
  onToggle: () => void;
  onLeaderboard: (dungeonId: string) => void;
}

/** A Timeline of the Sanctum (in-play §2 Dungeon accordion). Draws from the home item until the dungeon row arrives. */
export function DungeonAccordion({ item, open, onToggle, onLeaderboard }: Props) {
  const dungeonId = item.dungeon_id!;
  const { dungeon, ensure } = useDungeon(dungeonId);
  const navigate = useNavigate();
  const [showMissions, setShowMissions] = useState(false);
  const id = useId();
  const d = dungeon ?? null;
  const canAccess = d?.can_access ?? item.can_access;
  const label = dungeonButtonText({ can_access: canAccess, has_active_crawl: d?.has_active_crawl ?? false });
  const description = (d?.description ?? item.description).trim();

  return (
    <Accordion
      anchorId={`dungeon-${dungeonId}`}
      open={open}
      onToggle={onToggle}
      summary={
        <>
          <Img src={item.image_url} alt="" className={styles.thumb} />
          <span className={styles.summaryName}>{d?.name ?? item.name}</span>
          {(d?.is_premium ?? item.is_premium) && <PremiumIcon />}
        </>
      }
    >
      <Img src={d?.image_url ?? item.image_url} alt="" className={styles.cover} />
      {d ? <DungeonLinks dungeon={d} onLeaderboard={() => onLeaderboard(dungeonId)} /> : null}
      <p className={styles.description}>{description || 'No description'}</p>
      {d ? (
        <>
          <button type="button" className={styles.tapToView} aria-expanded={showMissions} aria-controls={`${id}-missions`} onClick={() => setShowMissions((s) => !s)}>
            {missionsCompletedText(d.missions)}
          </button>
          {showMissions && <MissionList id={`${id}-missions`} missions={d.missions} showFirsts />}
        </>
      ) : (
        ensure.error && <p className={styles.note}>The missions and leaderboard will show once this Timeline’s details load ({ensure.error}).</p>
      )}
      {canAccess ? (
        <ButtonLink to={`/dungeons/${encodeURIComponent(dungeonId)}`} block>
          {label}
        </ButtonLink>
      ) : (
        <Button block onClick={() => navigate({ search: subscriptionSearch(d?.creator_page_name ?? null) })}>
          {label}
        </Button>
      )}
    </Accordion>
  );
}
