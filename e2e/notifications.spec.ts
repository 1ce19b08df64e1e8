/**
 * The notifications list: the demo Historian holds one notification of every type; a tap on each lands
 * where app-shell §2 says (some of those screens belong to other parts of the app: the tap's destination
 * is what is checked), and the read state is kept — offline too.
 */
import type { NotificationItem } from '../src/contract';
import { DUNGEONS } from '../server/content/dungeons';
import { expect, test } from './fixtures';

const DEMO = 'demo@chronicle.local';
const SAGA = 'saga-glassblowers-oath';
const DUNGEON = DUNGEONS[0]!.dungeon_id;

/** Where each type's tap leads, as app-shell §2 words it, with the demo's ids. null: no route. */
const LANDS: Record<string, string | null> = {
  comment_reply: `/sagas/${SAGA}/comments`,
  custom_adventure_comment: `/sagas/${SAGA}/comments`,
  followed_creator_new_content: '/following/lantern-guild',
  custom_adventure_started: '/story/demo-lamplighters-wager',
  dungeon_reply_discussion: `/dungeons/${DUNGEON}/comments`,
  adventure_reply_discussion: '/series/glassblowers-oath/adventure/glassblowers-oath-1/read/chapter/1/comments',
  level_season_pass: '/profile/levels',
  new_adventure_released: `/sagas/${SAGA}`,
  custom_adventure_ready: `/sagas/${SAGA}`,
  community_challenge_completed: `/profile/notifications?community_challenge=${SAGA}`,
  trading_card_received: '/trading-cards?tab=originals&cardId=card-glassblowers-oath-gold',
  pending_notifications: '/profile/notifications',
  playtest_series: '/sanctum?seriesId=glassblowers-oath',
  playtest_dungeon: `/sanctum?dungeonId=${DUNGEON}`,
  chronicle_creations: '/sanctum',
  friend_pack_received: null,
  dungeon_unlock_perk: null,
};

test('a Historian opens a notification of each kind and lands where the spec says; read stays read offline', async ({ app, page, server }) => {
  const { notifications } = await server.getAs<{ notifications: NotificationItem[] }>(DEMO, '/notifications/');
  expect(new Set(notifications.map((n) => n.type))).toEqual(new Set(Object.keys(LANDS)));
  await app.account.signIn(DEMO);
  const seen = app.shell.trackNavigations();

  for (const n of notifications) {
    await page.goto('/profile/notifications');
    const item = page.getByRole('listitem').filter({ hasText: n.text });
    const destination = LANDS[n.type];
    if (destination === null) {
      // It leads nowhere: no tap target, only a way to mark it read.
      await expect(item.getByRole('button', { name: `Mark as read: ${n.text}` })).toBeVisible();
      continue;
    }
    expect(n.text.endsWith(' - tap to view it') || n.type === 'pending_notifications').toBe(true);
    seen.length = 0;
    await item.getByRole('button').click();
    await expect.poll(() => seen, { message: `${n.type} leads to ${destination}` }).toContain(destination);
  }

  // The screens of this part of the app show what was tapped.
  await page.goto('/trading-cards?tab=originals&cardId=card-glassblowers-oath-gold');
  await expect(page.getByRole('dialog', { name: 'Trading Cards' }).getByText("The Glassblower's Oath").first()).toBeVisible();

  // Every tap was one read, each delivered once; the two with no route are still unread.
  await page.goto('/profile/notifications');
  await expect(page.getByText('2 unread')).toBeVisible();
  await app.shell.expectAccessible('notifications');
  await page.goto('/profile/levels');
  await expect(page.getByRole('heading', { name: 'Levels and rewards' })).toBeVisible();
  await app.shell.expectAccessible('season pass');
  await page.goto('/profile/notifications');
  await expect.poll(async () => (await server.writes(DEMO)).filter((w) => /^\/api\/notifications\/[^/]+\/read\/$/.test(w.path)).length).toBe(15);

  // Offline, after a reload: the list and its read state, word for word.
  await app.offline.serviceWorkerReady();
  await app.offline.goOffline();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('2 unread')).toBeVisible();
  for (const n of notifications) await expect(page.getByRole('listitem').filter({ hasText: n.text })).toBeVisible();
  // Marking the rest read offline is kept, and sent once the network is back.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All caught up')).toBeVisible();
  await app.offline.goOnline();
  await expect.poll(async () => (await server.writes(DEMO)).filter((w) => w.path === '/api/notifications/read-all/').length).toBe(1);
});
