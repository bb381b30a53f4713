// A category's or product's name and description in the person's language: the record's own for
// es and de when the back office gave one, else its default name. The server answers every language
// (a cached menu is one answer for all); the screens choose here. Option groups and options (the
// choices sheet) and banners (title and subtitle) are named the same way.
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

/** An option group of a product (sizes, milk, extras) with its options, each maybe named in es and de. */
type NamedGroup = Named & { options: Named[] };

/** The product's option groups and options in `language` (the same list when nothing changes). */
function groupsInLanguage<G extends NamedGroup>(groups: G[], language: string | undefined): G[] {
  let changed = false;
  const out = groups.map((g) => {
    const options = g.options.map((o) => inLanguage(o, language));
    const named = inLanguage(g, language);
    if (named === g && options.every((o, i) => o === g.options[i])) return g;
    changed = true;
    return { ...named, options };
  });
  return changed ? out : groups;
}

/** A product of a menu in `language`: its name and description, its category's name, and its options' names. */
type MenuProduct = Named & { category_name?: string; category_translations?: Translations; option_groups?: NamedGroup[] };

export function productInLanguage<T extends MenuProduct>(product: T, language: string | undefined): T {
  let named = inLanguage(product, language);
  const lang = contentLanguage(language);
  const category = lang ? product.category_translations?.[lang]?.name : undefined;
  if (category && product.category_name !== undefined) named = { ...named, category_name: category };
  const groups = product.option_groups && lang ? groupsInLanguage(product.option_groups, language) : product.option_groups;
  return groups !== product.option_groups ? { ...named, option_groups: groups } : named;
}

/** A banner's title and subtitle in `language` (kept as the name and description of its translations). */
type Banner = { title: string; subtitle?: string | null; translations?: Translations };
export function bannerInLanguage<T extends Banner>(banner: T, language: string | undefined): T {
  const lang = contentLanguage(language);
  const own = lang ? banner.translations?.[lang] : undefined;
  if (!own?.name && !own?.description) return banner;
  return { ...banner, title: own.name ?? banner.title, ...(own.description ? { subtitle: own.description } : {}) };
}
