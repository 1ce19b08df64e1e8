/** Pure rules of onboarding (in-play §2, §5; app-shell §4, §5), kept free of React so node tests can run them. */
import type { AvatarRow, UserRow } from '../../db';

export type OnboardingStage = 'wait' | 'initial' | 'dialog' | 'username' | 'details' | 'avatar' | 'done';

export interface StageInput {
  token: string | null | undefined;
  me: UserRow | null | undefined;
  /** The `stage` query: how far a new player has gone in the stages that leave no trace on the server. */
  stage: string | null;
  /** 'login' when the player came in through 'I Already Have An Account'. */
  via: string | null;
}

/**
 * Which screen shows. The server keeps the username and onboarding_state, so a reload resumes:
 * no username means the dialog (or the username stage once the dialog was read, or the user-details
 * form for a player who said they had an account but had none); a username means the avatar stage.
 */
export function decideStage({ token, me, stage, via }: StageInput): OnboardingStage {
  if (token === undefined) return 'wait';
  if (!token) return 'initial';
  if (!me) return 'wait';
  if (me.onboarding_state === 2) return 'done';
  if (me.username) return 'avatar';
  if (via === 'login') return 'details';
  return stage === 'username' ? 'username' : 'dialog';
}

/** The starting avatars: names containing 'HistorianStarting', else the first 3 (in-play §2, §9). */
export const STARTING_AVATARS_SHOWN = 3;
export function startingAvatars(all: readonly AvatarRow[]): AvatarRow[] {
  const starting = all.filter((a) => a.name.includes('HistorianStarting'));
  return starting.length > 0 ? starting : all.slice(0, STARTING_AVATARS_SHOWN);
}

export { avatarDisplayName } from '../../lib/avatar-name';

/** 'Enter the Sanctum' needs an avatar and the terms checkbox (in-play §5). */
export function canEnterSanctum(avatarId: string | null, termsAccepted: boolean): boolean {
  return avatarId !== null && termsAccepted;
}

export const PARTNER_CODE_MAX = 24;

/** Submit is disabled while the code is empty (in-play §5); whitespace alone counts as empty. */
export function canSubmitPartnerCode(code: string): boolean {
  const trimmed = code.trim();
  return trimmed.length > 0 && trimmed.length <= PARTNER_CODE_MAX;
}

/** The partner-code field shows once an avatar is chosen and while no creator is linked (in-play §5). */
export function showPartnerCode(avatarId: string | null, creatorLinked: boolean): boolean {
  return avatarId !== null && !creatorLinked;
}
