// Minor units <-> what a person types, in the company's currency (INR has 2 decimals, JPY none).

export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function formatMoney(minor: number, currency: string | undefined, lng: string): string {
  const cur = currency ?? 'INR';
  const digits = currencyDigits(cur);
  try {
    // narrowSymbol: ₹ in every language (es-ES would write "INR" otherwise).
    return new Intl.NumberFormat(lng, { style: 'currency', currency: cur, currencyDisplay: 'narrowSymbol' }).format(minor / 10 ** digits);
  } catch {
    return (minor / 10 ** digits).toFixed(digits);
  }
}

/** '45.50' or '45,50' -> 4550 (2 digits); NaN when it is not a number. */
export function toMinor(text: string, currency: string): number {
  const n = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(n)) return NaN;
  return Math.round(n * 10 ** currencyDigits(currency));
}

export const fromMinor = (minor: number | null | undefined, currency: string): string =>
  minor === null || minor === undefined ? '' : String(minor / 10 ** currencyDigits(currency));

/** '10' or '12,5' percent -> basis points (1000, 1250); NaN when it is not a number. */
export function percentToBps(text: string): number {
  const n = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(n)) return NaN;
  return Math.round(n * 100);
}

export const bpsToPercent = (bps: number): string => String(bps / 100);

/** ISO instant -> value of an <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** <input type="datetime-local"> value -> ISO instant (UTC); '' stays ''. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
