/**
 * Which of the header's three offer buttons the player sees (app-shell §2 Layout: "a Refer a Friend,
 * Limited time offer or Season pass button"): the limited referral offer while it runs for them; the season
 * pass for a Mythic subscriber (who has nothing to unlock by referring, but levels to climb); else Refer a Friend.
 */
export type HeaderOffer = 'limited' | 'season' | 'refer';

export function decideHeaderOffer(input: { offerSecondsLeft: number; offerRemaining: number; paidSubscriber: boolean }): HeaderOffer {
  if (input.offerSecondsLeft > 0 && input.offerRemaining > 0) return 'limited';
  if (input.paidSubscriber) return 'season';
  return 'refer';
}
