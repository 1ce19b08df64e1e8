/** The rules of Mythic Echoes as the chooser shows them (in-play §4, §6, §9). */
import type { Echo } from '../../contract';
import { UI_ECHO_LIMITS } from '../../lib/limits';

export const FIRST_PLAYER_TEXT =
  'You are the first Historian to reach this moment. There are no echoes yet: the choices you make here will echo for the Historians who follow.';

/** The chooser's confirm: read only, no echoes yet, solo, or on to the Scroll of Fate. */
export function confirmLabel(o: { readonly: boolean; empty: boolean; solo: boolean }): string {
  if (o.readonly) return 'Return To Adventure';
  if (o.empty) return 'Start Playing Adventure';
  return o.solo ? 'Play Solo Adventure' : 'Continue With Echoes';
}

/** The reroll button says how many rerolls are left this chapter. */
export const rerollLabel = (left: number): string => `Reroll Echoes (${left} of ${UI_ECHO_LIMITS.rerolls} left)`;

/** The author's name is highlighted only when it is the current player's own. */
export const isOwnEcho = (echo: Pick<Echo, 'username'>, myUsername: string | null | undefined): boolean => !!myUsername && echo.username === myUsername;

/** What kept echoes a fresh chooser starts with: the Scroll of Fate already kept, else the first three. */
export function initialKeep(list: { echoes: Echo[]; scroll: Echo[] }): string[] {
  const shown = new Set(list.echoes.map((e) => e.echoes_id));
  const kept = list.scroll.map((e) => e.echoes_id).filter((id) => shown.has(id));
  return kept.length > 0 ? kept : list.echoes.slice(0, 3).map((e) => e.echoes_id);
}

export type FeatureState = 'onboarding' | 'subscribe' | 'featured' | 'unavailable' | 'feature';

/**
 * What a tap on 'Feature this echo' does: the onboarding the first time (a local flag remembers it), the
 * subscription view for a non-subscriber, nothing for the echo already featured or when the player
 * cannot feature one now (canFeature false), else feature it.
 */
export function featureState(o: { onboardingSeen: boolean; subscriber: boolean; featured: boolean; canFeature: boolean }): FeatureState {
  if (o.featured) return 'featured';
  if (!o.onboardingSeen) return 'onboarding';
  if (!o.subscriber) return 'subscribe';
  return o.canFeature ? 'feature' : 'unavailable';
}

export const FEATURE_ONBOARDING_KEY = 'echoes:feature-onboarding-seen';
