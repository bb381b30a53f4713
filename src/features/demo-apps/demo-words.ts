// The demo apps' words (the demo namespace, en-US, es-ES, de-DE) come with the demo apps' chunk, not
// through the app's locale loader (src/lib/i18n.ts leaves demo.json out): a build without the demo
// apps then has none of them, and the app's first load does not list them. Loaded per language on
// first use; the screen suspends until they are there.
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';

const FILES = import.meta.glob<Record<string, unknown>>('../../locales/*/demo.json', { import: 'default' });
const FALLBACK = 'en-US';
const loading = new Map<string, Promise<void>>();

function load(lng: string): Promise<void> {
  let promise = loading.get(lng);
  if (!promise) {
    const languages = [...new Set([lng, FALLBACK])].filter((l) => FILES[`../../locales/${l}/demo.json`]);
    promise = Promise.all(
      languages.map((l) => FILES[`../../locales/${l}/demo.json`]!().then((words) => void i18n.addResourceBundle(l, 'demo', words, true, true))),
    ).then(() => undefined);
    // A failed fetch (offline, stale deploy) is tried again on the next render.
    promise.catch(() => loading.delete(lng));
    loading.set(lng, promise);
  }
  return promise;
}

/**
 * How a fixed sample value (a category, a tag, a group) reads in the current language: its word in the
 * demo namespace's `values.<group>`, or the value as stored when there is none. The screens show it;
 * the mock layer's searches match it (demo-client.ts).
 */
export function sampleWord(group: string, value: string): string {
  const key = `demo:values.${group}.${value}`;
  return i18n.exists(key) ? i18n.t(key) : value;
}

/** Suspends until the demo words of the current language (and English) are there. */
export function useDemoWords(): void {
  const { i18n: current } = useTranslation();
  use(load(current.resolvedLanguage ?? current.language ?? FALLBACK));
}
