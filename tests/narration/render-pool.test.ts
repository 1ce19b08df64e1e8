import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderPool, type RenderPool } from '../../server/narration/render-pool';

const script = new URL('./fixtures/busy-thread.ts', import.meta.url);
let pool: RenderPool;
afterEach(() => pool.close());

const opts = { voice: 'narrator' as const, speed: 155 };

describe('narration rendered in worker threads', () => {
  it('renders in a thread of its own, not on the thread that answers requests', async () => {
    pool = createRenderPool({ size: 1, script });
    const where = Number((await pool.render('where', opts)).toString());
    expect(where).toBeGreaterThan(0);
    expect(where).not.toBe(threadId);
    expect((await pool.render('The bell of Ninefold Hollow', opts)).toString()).toBe('MP3 The bell of Ninefold Hollow');
  });

  it('queues jobs beyond its threads and answers each with its own audio', async () => {
    pool = createRenderPool({ size: 2, script });
    const texts = ['one', 'two', 'three', 'four', 'five'];
    const answers = await Promise.all(texts.map((t) => pool.render(t, opts)));
    expect(answers.map((a) => a.toString())).toEqual(texts.map((t) => `MP3 ${t}`));
  });

  it('a failed render rejects its job only; a crashed thread is replaced', async () => {
    pool = createRenderPool({ size: 1, script });
    await expect(pool.render('fail', opts)).rejects.toThrow('eSpeak produced no audio');
    await expect(pool.render('crash', opts)).rejects.toThrow(/narration thread stopped/);
    expect((await pool.render('after', opts)).toString()).toBe('MP3 after');
  });

  it('a closed pool refuses new work', async () => {
    pool = createRenderPool({ size: 1, script });
    await pool.close();
    await expect(pool.render('late', opts)).rejects.toThrow(/closed/);
  });
});
