// A name and description in the other languages of the app: categories and products keep their own
// (default) name and may add a Spanish and a German one; a menu shows the person's, else the default.
// The server answers them all (a cached menu stays one answer for every language); the PWA chooses.
import { z } from 'zod';
import { CONTENT_LANGUAGES, type Translations } from './constants/translations';

export * from './constants/translations';

const blankToUndefined = (s: string) => (s === '' ? undefined : s);
const inLanguage = z
  .object({
    name: z.string().trim().max(120, 'Name is at most 120 characters').transform(blankToUndefined).optional(),
    description: z.string().trim().max(1000, 'Description is at most 1000 characters').transform(blankToUndefined).optional(),
  })
  .strict();

/** The body field: what is sent replaces what was kept; blank texts are dropped (they fall back). */
export const translationsSchema = z
  .object({ es: inLanguage.optional(), de: inLanguage.optional() })
  .strict()
  .transform((t): Translations => {
    const out: Translations = {};
    for (const lang of CONTENT_LANGUAGES) {
      const v = t[lang];
      if (v && (v.name || v.description)) out[lang] = { ...(v.name ? { name: v.name } : {}), ...(v.description ? { description: v.description } : {}) };
    }
    return out;
  });
