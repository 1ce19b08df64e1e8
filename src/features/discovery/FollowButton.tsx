import type { CreatorRow } from '../../db';
import { Button } from '../../ui/Button';
import { sync } from '../../worker-client';
import { WriteStatus } from '../outbox';

/** Follow or unfollow a creator: shown at once, delivered when online (a write), refusals with retry or discard. */
export function FollowButton({ creator }: { creator: CreatorRow }) {
  const following = creator.is_following;
  return (
    <>
      <Button
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        aria-label={`${following ? 'Following' : 'Follow'} ${creator.name}`}
        onClick={() => void (following ? sync.creatorUnfollow({ name: creator.page_name }) : sync.creatorFollow({ name: creator.page_name }))}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      {creator.pending_outbox_id && <WriteStatus outboxId={creator.pending_outbox_id} offlineText="Saved. It will be sent when you are back online." />}
    </>
  );
}
