import * as z from 'zod/mini';
import { MagicCodeRequest } from '../../src/contract';
import { done, failed, invalid } from '../result';
import { defineCommand } from './define';

/** Sign-in, first step: the server mails a code (its refusal, e.g. 'Wait 16 seconds', is answered as is). */
export const requestCode = defineCommand({
  name: 'requestCode',
  input: [z.string(), z.optional(z.boolean())],
  async run({ http }, [email, isTempUser]) {
    const body = MagicCodeRequest.safeParse({ email, is_temp_user: isTempUser });
    if (!body.success) return invalid(body.error);
    const out = await http.call('magicCodeRequest', { body: body.data });
    return out.kind === 'ok' ? done : failed(out);
  },
});
