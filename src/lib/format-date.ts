// Dates and times as people read them in their language.
export const formatDateTime = (iso: string, language: string): string => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
