// The till's arithmetic, done the way the server does it (server/modules/cart/service.ts taxOn and
// checkout): integer minor units, tax on the subtotal rounded half away from zero, total = subtotal + tax.
// The till shows these before the order reaches the server (offline too); the server's answer wins.

/** The order id alphabet of server/lib/crypto.ts (no 0/O, 1/I). */
const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A client-made order id, ORD- and 8 characters; crypto randomness (ids must not collide across tills). */
export function newClientOrderId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const bytes = random(8);
  let s = '';
  // 256 is a multiple of 32: every character is equally likely.
  for (let i = 0; i < 8; i++) s += ORDER_ID_ALPHABET[bytes[i] % ORDER_ID_ALPHABET.length];
  return `ORD-${s}`;
}

export interface TillLine {
  product_uuid: string;
  name: string;
  unit_price: number;
  quantity: number;
  note: string;
}

/** A ticket read back from storage: only well-formed lines survive (storage can hold anything). */
export function parseTicket(value: unknown): TillLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (l): l is TillLine =>
      Boolean(l) &&
      typeof l === 'object' &&
      typeof (l as TillLine).product_uuid === 'string' &&
      typeof (l as TillLine).name === 'string' &&
      Number.isInteger((l as TillLine).unit_price) &&
      (l as TillLine).unit_price >= 0 &&
      Number.isInteger((l as TillLine).quantity) &&
      (l as TillLine).quantity > 0 &&
      (l as TillLine).quantity <= 99 &&
      typeof (l as TillLine).note === 'string',
  );
}

export interface TillTotals {
  subtotal: number;
  tax: number;
  total: number;
  itemCount: number;
}

export const taxOn = (amount: number, taxRateBps: number): number => Math.round((amount * taxRateBps) / 10_000);

export function tillTotals(lines: readonly TillLine[], taxRateBps: number): TillTotals {
  const subtotal = lines.reduce((s, l) => s + l.unit_price * l.quantity, 0);
  const tax = taxOn(subtotal, taxRateBps);
  return { subtotal, tax, total: subtotal + tax, itemCount: lines.reduce((n, l) => n + l.quantity, 0) };
}

/** Change due for cash handed over; null while the cash does not cover the total. */
export function changeDue(tendered: number | null, total: number): number | null {
  if (tendered === null || tendered < total) return null;
  return tendered - total;
}

/**
 * Quick-cash buttons: the exact amount and the next round notes above it (in major units of 10, 50,
 * 100, 500), at most four, ascending, without duplicates.
 */
export function quickTenders(total: number): number[] {
  const out = new Set<number>([total]);
  for (const step of [1000, 5000, 10000, 50000]) {
    const up = Math.ceil(total / step) * step;
    if (up > total) out.add(up);
    if (out.size >= 4) break;
  }
  return [...out].sort((a, b) => a - b).slice(0, 4);
}

/** Minutes and seconds since an ISO time, "4:07" or "1:02:30"; never negative (clock skew). */
export function elapsedLabel(sinceIso: string, now: number): string {
  const secs = Math.max(0, Math.floor((now - new Date(sinceIso).getTime()) / 1000));
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const s = secs % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
