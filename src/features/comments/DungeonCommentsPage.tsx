import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { BackLink } from './BackLink';
import { useThreadDungeon } from './reads';
import { ThreadView } from './ThreadView';

/** /dungeons/:dungeonId/comments — a Timeline's discussion. */
export default function DungeonCommentsPage() {
  const dungeonId = useParams().dungeonId!;
  const dungeon = useThreadDungeon(dungeonId);
  const navigate = useNavigate();
  return (
    <ThreadView
      thread={{ kind: 'dungeon', target_id: dungeonId }}
      head={<BackLink to={paths.dungeon(dungeonId)} label={dungeon?.name ?? 'Timeline'} />}
      knownCount={dungeon?.discussion_count}
      repliesOf={(commentId) => paths.dungeonReplies(dungeonId, commentId)}
      onLeave={() => navigate(paths.dungeon(dungeonId))}
    />
  );
}
