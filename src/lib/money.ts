// Prices travel in integer minor units (cents, paise); people read and type major units (45.50).
import { MAX_PRICE } from '../../server/contracts/constants/catalogue';

/** "45.50", "45,5" or "45" -> 4550; null when the text is not an amount with at most 2 decimals. */
export function toMinorUnits(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return minor <= MAX_PRICE ? minor : null;
}

/** 4550 -> "45.50", the value a price field starts with. */
export const toMajorText = (minor: number): string => (minor / 100).toFixed(2);

// A formatter is costly to make (a menu of 50 dishes made one per price, a tenth of its first render
// on a slow phone): one per language and currency, kept.
const formatters = new Map<string, Intl.NumberFormat>();
function moneyFormat(language: string | undefined, currency: string | null | undefined): Intl.NumberFormat {
  const key = `${language ?? ''}|${currency ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    // narrowSymbol: es-ES writes "60,00 INR" with the default display; ₹ is what the person reads on the counter.
    format = new Intl.NumberFormat(language, currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...digits } : digits);
    formatters.set(key, format);
  }
  return format;
}

/** 4550 + INR -> "₹45.50" in the person's language; without a currency just the number. */
export function formatMoney(minor: number, currency: string | null | undefined, language?: string): string {
  const major = minor / 100;
  try {
    return moneyFormat(language, currency).format(major);
  } catch {
    return currency ? `${major.toFixed(2)} ${currency}` : major.toFixed(2);
  }
}

/** The symbol of a currency in the person's language (₹, €, $), for a price field's adornment. */
export function currencySymbol(currency: string, language?: string): string {
  try {
    return (
      new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? currency
    );
  } catch {
    return currency;
  }
}
