/** GET /faq/: the questions players ask, answered (content/account/faq.ts). */
import type { z } from 'zod';
import type { Faq } from '../../src/contract';
import { FAQ } from '../content/account/faq';

export const faq = (): z.infer<typeof Faq> => ({ entries: FAQ });
