/**
 * The crawl's pull, alone: a Timeline's read page may be a first visit (a player's link, a reload), and its
 * first screen waits for this pull, so it loads on first need without every other screen's pulls and their
 * rows' code (./more-pulls). Together with ./first-pulls and ./more-pulls: one pull per kind of `Resource`.
 */
import { both } from './both';
import { crawlDetailsSpec, crawlProgressSpec } from './crawl';
import type { Pulls } from './define';
import { pull } from './pull';

export const crawlPulls = {
  crawl: { run: (ctx, r) => both(pull(ctx, crawlProgressSpec(r.id)), pull(ctx, crawlDetailsSpec(r.id))) },
} satisfies Pulls<'crawl'>;

/** The kinds whose pull is here. */
export type CrawlKind = keyof typeof crawlPulls;
