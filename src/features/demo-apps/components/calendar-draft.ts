// The calendar's form and the event it saves. An edit changes only what the form shows (title, the
// days, the category, the link) and keeps every other field of the event as it was: its id, a time
// of day on an unchanged start or end, its own colour while the category stays, and any field the
// form does not know.
import type { CalendarEvent, EventCategory } from '../mock/types';

/** What the form edits: the days as yyyy-mm-dd, an empty end or link for none. */
export interface EventDraft {
  id?: number;
  title: string;
  start: string;
  end: string;
  category: EventCategory;
  url: string;
}

const day = (iso: string | undefined) => (iso ?? '').slice(0, 10);

/** A new event's form on a day. */
export const newDraft = (start: string): EventDraft => ({ title: '', start, end: '', category: 'Work', url: '' });

/** The form of an existing event. */
export const draftOf = (e: CalendarEvent): EventDraft => ({
  id: e.id,
  title: e.title,
  start: day(e.start),
  end: day(e.end),
  category: e.category,
  url: e.url ?? '',
});

/**
 * The event to save from the form: on an edit (`original`), the original with the form's changes.
 * A new end on the start day or before it is none (a same-day end is kept only as the original's time).
 */
export function eventOf(draft: EventDraft, colors: Record<string, string>, original?: CalendarEvent): Omit<CalendarEvent, 'id'> & { id?: number } {
  const { end: _end, url: _url, ...kept } = original ?? ({} as Partial<CalendarEvent>);
  const start = original && day(original.start) === draft.start ? original.start : draft.start;
  // An end before the start is none; the original's end is kept while its day is.
  const endDay = draft.end && draft.end >= draft.start ? draft.end : '';
  const end = !endDay ? undefined : original?.end && day(original.end) === endDay ? original.end : endDay > draft.start ? endDay : undefined;
  const url = draft.url.trim();
  return {
    ...kept,
    title: draft.title.trim(),
    start,
    ...(end ? { end } : {}),
    ...(url ? { url } : {}),
    category: draft.category,
    color: original?.color && original.category === draft.category ? original.color : colors[draft.category],
  };
}
