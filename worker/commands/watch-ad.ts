import { failedOnline, ok } from '../result';
import { defineCommand } from './define';

/** 'Watch Ad to Continue for Free': the ad to play and for how long before it pays (then completeAd). */
export const watchAd = defineCommand({
  name: 'watchAd',
  input: [],
  async run({ http }) {
    const out = await http.call('watchAd', { body: {} });
    if (out.kind !== 'ok') return failedOnline(out);
    return ok({ adId: out.data.ad_id, seconds: out.data.seconds });
  },
});
