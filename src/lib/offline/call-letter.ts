// The call numbers this device prints for orders it takes offline. While online, a till or kiosk
// reserves a letter of its own for the store's business day (POST /order/call-letter or
// /kiosk/call-letter, server/modules/call-numbers); it is kept in localStorage under
// STORAGE_KEYS.callLetter (`:<store uuid>` appended) as { business_day, letter, time_zone, used },
// `used` being the last number this device gave out with it. An offline order takes the next one
// (`D-004`), prints it at once and sends it with the order; the server keeps it (it is this device's
// letter for that day) or, if not, numbers the order itself and notes the printed one. With no letter
// for today (offline since before the day began) the order is printed with its order id and gets its
// call number when it syncs.
import type { CallLetter } from '../../../server/contracts/call-numbers';
import { STORAGE_KEYS } from '../../config/constants';
import { readJson, writeJson } from '../storage';

interface KeptLetter {
  business_day: string;
  letter: string;
  time_zone: string;
  used: number;
}

const keyFor = (storeUuid: string) => `${STORAGE_KEYS.callLetter}:${storeUuid}`;

/** The calendar day of `at` in a time zone, as the server counts business days. */
export function dayIn(zone: string, at = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  }
}

/** Keeps the letter the server answered; numbers already given out with it today are never given again. */
export function keepCallLetter(storeUuid: string, answer: CallLetter): void {
  const kept = readJson<KeptLetter>(keyFor(storeUuid));
  const same = kept && kept.business_day === answer.business_day && kept.letter === answer.letter;
  writeJson(keyFor(storeUuid), {
    business_day: answer.business_day,
    letter: answer.letter,
    time_zone: answer.time_zone,
    used: Math.max(same ? kept.used : 0, answer.last_number),
  } satisfies KeptLetter);
}

/** The next offline call number of this device at a store, or null when it holds no letter for today. */
export function nextOfflineCallNumber(storeUuid: string, now = new Date()): string | null {
  const kept = readJson<KeptLetter>(keyFor(storeUuid));
  if (!kept || !/^[A-Z]$/.test(kept.letter) || dayIn(kept.time_zone, now) !== kept.business_day) return null;
  const used = (Number.isInteger(kept.used) ? kept.used : 0) + 1;
  writeJson(keyFor(storeUuid), { ...kept, used });
  return `${kept.letter}-${String(used).padStart(3, '0')}`;
}
