// A category's or product's name and description in the person's language: the record's own for
// es and de when the back office gave one, else its default name. The server answers every language
// (a cached menu is one answer for all); the screens choose here.
import { CONTENT_LANGUAGES, type ContentLanguage, type Translations } from '../../server/contracts/constants/translations';

/** 'es-ES' -> 'es'; null for the default language (en-US) or one without names of its own. */
export function contentLanguage(language: string | undefined): ContentLanguage | null {
  const short = (language ?? '').slice(0, 2).toLowerCase();
  return (CONTENT_LANGUAGES as readonly string[]).includes(short) ? (short as ContentLanguage) : null;
}

interface Named {
  name: string;
  description?: string | null;
  translations?: Translations;
}

/** The record with its name and description in `language` where it has them (the same object when nothing changes). */
export function inLanguage<T extends Named>(record: T, language: string | undefined): T {
  const lang = contentLanguage(language);
  const own = lang ? record.translations?.[lang] : undefined;
  if (!own?.name && !own?.description) return record;
  return { ...record, name: own.name ?? record.name, ...(own.description && record.description !== undefined ? { description: own.description } : {}) };
}

/** A product of a menu in `language`: its name and description, and its category's name. */
type MenuProduct = Named & { category_name?: string; category_translations?: Translations };

export function productInLanguage<T extends MenuProduct>(product: T, language: string | undefined): T {
  const named = inLanguage(product, language);
  const lang = contentLanguage(language);
  const category = lang ? product.category_translations?.[lang]?.name : undefined;
  return category && product.category_name !== undefined ? { ...named, category_name: category } : named;
}
