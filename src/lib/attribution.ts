/**
 * Where the player came from, for the login's verify (app-shell §7): the referral code of the link they
 * arrived by (?ref=CODE, or ?referral_code=CODE) and the utm fields, kept from the first visit that had them
 * (first touch) until a sign-in sends them. The browser's user agent goes with them. The client's IP is
 * never looked up: the server records the address it sees.
 */
const KEY = 'attribution';
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;

export interface Attribution {
  referral_code_used?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
}

/** What a landing URL's query says; nothing when it says nothing. */
export function attributionFrom(search: string): Attribution {
  const q = new URLSearchParams(search);
  const out: Attribution = {};
  const ref = (q.get('ref') ?? q.get('referral_code'))?.trim();
  if (ref) out.referral_code_used = ref.slice(0, 64);
  for (const k of UTM) {
    const v = q.get(k)?.trim();
    if (v) out[k] = v.slice(0, 128);
  }
  return out;
}

/** Keeps the landing's attribution unless an earlier landing already left one. */
export function rememberAttribution(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  const found = attributionFrom(search);
  if (Object.keys(found).length === 0) return;
  try {
    if (storage.getItem(KEY) === null) storage.setItem(KEY, JSON.stringify(found));
  } catch {
    // Storage disabled: the sign-in goes without attribution.
  }
}

export function storedAttribution(storage: Pick<Storage, 'getItem'> = localStorage): Attribution {
  try {
    const raw = storage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Attribution) : {};
  } catch {
    return {};
  }
}

export function forgetAttribution(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
