import { describe, expect, it } from 'vitest';
import { prompt } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

describe('promptDismiss: a prompt modal closed', () => {
  it('is seen at once (a pull meanwhile keeps it seen), sent once, then gone', async () => {
    const { db, api, net, outbox } = await signedIn();
    await db.prompts.put({ ...prompt('p1'), seen: false });
    net.online = false;
    await api.promptDismiss({ prompt_id: 'p1' });
    await outbox.idle();
    expect(await db.prompts.get('p1')).toMatchObject({ seen: true });

    net.online = true;
    net.on('GET', '/user/prompts/', { status: 200, body: { prompts: [prompt('p1'), prompt('p2')] } });
    await api.refresh({ kind: 'prompts' });
    expect((await db.prompts.toArray()).map((p) => [p.prompt_id, p.seen])).toEqual([
      ['p1', true],
      ['p2', false],
    ]);

    net.on('POST', '/user/prompts/:id/seen/', { status: 200, body: { prompt_id: 'p1', seen: true } });
    await outbox.wake({ fresh: true });
    await outbox.idle();
    expect(net.to('POST', '/user/prompts/p1/seen/')).toHaveLength(1);
    expect(await db.prompts.get('p1')).toBeUndefined();
  });

  it('discarding it shows the prompt again', async () => {
    const { db, api, net, outbox } = await signedIn();
    await db.prompts.put({ ...prompt('p1'), seen: false });
    net.on('POST', '/user/prompts/:id/seen/', { status: 404, body: { message: 'There is no such prompt.' } });
    await api.promptDismiss({ prompt_id: 'p1' });
    await outbox.idle();
    await api.discardWrite((await db.outbox.toArray())[0]!.id);
    expect(await db.prompts.get('p1')).toMatchObject({ seen: false });
  });
});
