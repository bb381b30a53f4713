// The languages a category or product may be named in beside its default name (no zod here: the
// PWA's menus read this on their first screen).

/** The languages a record may be named in beside its default name (the app's en-US being the default). */
export const CONTENT_LANGUAGES = ['es', 'de'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export interface NameInLanguage {
  name?: string;
  description?: string;
}
/** `{ es: { name, description }, de: {...} }`; a language or a field left out falls back to the default. */
export type Translations = Partial<Record<ContentLanguage, NameInLanguage>>;
