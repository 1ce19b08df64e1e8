import * as z from 'zod/mini';
import { GoogleAuth } from '../../src/contract';
import { done, failedOnline, invalid } from '../result';
import { defineCommand } from './define';
import { MOVES_STILL_SENDING } from './link-account';
import { outboxEmpty, signedIn, switchedAccount } from './session-switch';
import { Attribution } from './verify-code';

/** A guest linking its Google email; `keep` once the player chose whose progress to keep (as Link Account's). */
const GuestLink = z.object({ keep: z.optional(z.enum(['guest', 'account'])) });

/**
 * 'Continue with Google' (app-shell §7 POST /auth/google/), once the provider sent the ID token back to the
 * callback: signs in as the email login does (tokens stored, the player's basics pulled). With `guest`, the
 * guest signed in on this device links that Google email instead and keeps its progress; a Google email that
 * already has an account answers 409 and the player chooses whose progress to keep, as with an email link.
 */
export const googleSignIn = defineCommand({
  name: 'googleSignIn',
  input: [z.string(), z.optional(Attribution), z.optional(GuestLink)],
  async run(ctx, [idToken, attribution = {}, guest]) {
    const { utm_source, utm_medium, utm_campaign, utm_content, ...rest } = attribution;
    let link = {};
    if (guest) {
      if (guest.keep && !(await outboxEmpty(ctx))) return { ok: false, message: MOVES_STILL_SENDING };
      // The server links the session's own guest: this call renews an access token that expired while the player was at Google.
      const me = await ctx.http.call('getUser');
      if (me.kind !== 'ok') return failedOnline(me);
      link = { is_temp_user: true, temp_user_id: me.data.user_id, keep: guest.keep };
    }
    const body = GoogleAuth.safeParse({ ...rest, ...link, auth_token: idToken, utm_data: { utm_source, utm_medium, utm_campaign, utm_content } });
    if (!body.success) return invalid(body.error);
    const out = await ctx.http.call('googleAuth', { body: body.data });
    if (out.kind !== 'ok') return failedOnline(out);
    const { access_token, refresh_token } = out.data;
    await (guest?.keep ? switchedAccount(ctx, access_token, refresh_token) : signedIn(ctx, access_token, refresh_token));
    return done;
  },
});
