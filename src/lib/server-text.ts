// What the server said, in the person's language: an envelope's (or a notification's) catalog code
// and parameters are shown with the words of the `server` namespace (src/locales/*/server.json); a
// sentence without a code, or a code this build does not know, is shown as the server wrote it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageParams } from '../../server/contracts/common';
import { DEFAULT_LANGUAGE } from '../config/constants';
import { formatMoney } from './money';
import { currentLanguage, i18n } from './i18n';

const FILES = import.meta.glob<Record<string, unknown>>('../locales/*/server.json', { import: 'default' });
// Whether a language's words are there (i18next may keep an empty `server` bundle: it reloads its known namespaces on a change of language).
const hasWords = (lng: string) => i18n.getResource(lng, 'server', 'common.notFound') !== undefined;

/** The words of the server's sentences in the person's language and English; settles when they are there (or could not be). */
export async function loadServerWords(): Promise<void> {
  const languages = [...new Set([currentLanguage(), DEFAULT_LANGUAGE])];
  await Promise.all(
    languages.map(async (lng) => {
      const load = FILES[`../locales/${lng}/server.json`];
      if (!load || hasWords(lng)) return;
      try {
        i18n.addResourceBundle(lng, 'server', await load(), true, true);
      } catch {
        /* not reachable (offline, no worker yet): the English sentences stay */
      }
    }),
  );
}

/** A screen that shows server sentences (notifications): renders again once their words are there, in each language chosen. */
export function useServerWords(): void {
  const { i18n: instance } = useTranslation();
  const [, setReady] = useState(0);
  useEffect(() => {
    let live = true;
    void loadServerWords().then(() => live && setReady((n) => n + 1));
    return () => {
      live = false;
    };
  }, [instance.language]);
}

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
  if (!code || !hasWords(currentLanguage())) return message;
  const local: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) local[name] = localParam(value);
  const key = `server:${code}`;
  if (!i18n.exists(key, local)) return message;
  return i18n.t(key, { ...local, defaultValue: message });
}

/** `serverText` once the words are loaded (the API client's way in: it loads this module on a coded answer). */
export const serverWords = () => loadServerWords().then(() => serverText);

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
