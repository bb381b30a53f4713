// What the server said, in the person's language: an envelope's (or a notification's) catalog code
// and parameters are shown with the words of the `server` namespace (src/locales/*/server.json); a
// sentence without a code, or a code this build does not know, is shown as the server wrote it.
import type { MessageParams } from '../../server/contracts/common';
import { formatMoney } from './money';
import { currentLanguage, i18n, loadNamespaces } from './i18n';

/** The words of the server's sentences; settles when they are loaded (or could not be). */
export const loadServerWords = (): Promise<void> => loadNamespaces(['server']);

// How the server writes an amount in a stored sentence ("INR 60.00"); shown as the person's format (₹60.00, 60,00 ₹).
const AMOUNT = /^([A-Z]{3}) (-?\d+\.\d{2})$/;

/** A parameter as the person reads it: a record or status word in their language, an amount in their format. */
function localParam(value: string | number): string | number {
  if (typeof value !== 'string') return value;
  const amount = AMOUNT.exec(value);
  if (amount) return formatMoney(Math.round(Number(amount[2]) * 100), amount[1], currentLanguage());
  if (/^[A-Za-z][A-Za-z ]*$/.test(value)) {
    const key = `server:words.${value}`;
    if (i18n.exists(key)) return i18n.t(key);
  }
  return value;
}

/** The sentence in the person's language; `message` (the server's English) when there is no code or no words for it. */
export function serverText(message: string, code?: string | null, params?: MessageParams | null): string {
  if (!code || !i18n.hasLoadedNamespace('server')) return message;
  const local: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) local[name] = localParam(value);
  const key = `server:${code}`;
  if (!i18n.exists(key, local)) return message;
  return i18n.t(key, { ...local, defaultValue: message });
}

/** A notification's title and body in the reader's language. */
export function notificationText(n: {
  title: string;
  body: string | null;
  title_code?: string;
  title_params?: MessageParams;
  body_code?: string;
  body_params?: MessageParams;
}): { title: string; body: string | null } {
  return { title: serverText(n.title, n.title_code, n.title_params), body: n.body === null ? null : serverText(n.body, n.body_code, n.body_params) };
}
