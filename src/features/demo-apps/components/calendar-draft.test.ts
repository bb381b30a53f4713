// Editing a calendar event keeps what the form does not show (the url, a time of day, its colour, any
// other field); the form's changes replace only their own fields.
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../mock/types';
import { draftOf, eventOf, newDraft } from './calendar-draft';

const COLORS = { Education: '#1565c0', Work: '#c2185b', Personal: '#2e7d32' };
const event: CalendarEvent & { note: string } = {
  id: 7,
  title: 'Barista workshop',
  start: '2026-03-10T09:30',
  end: '2026-03-10T12:00',
  color: '#123456',
  url: 'https://example.com/workshop',
  category: 'Education',
  note: 'a field the form does not know',
};

describe('the calendar form', () => {
  it('an unchanged edit saves the event exactly as it was', () => {
    expect(eventOf(draftOf(event), COLORS, event)).toEqual(event);
  });

  it('a new title keeps the url, the times, the colour and the other fields', () => {
    expect(eventOf({ ...draftOf(event), title: '  Latte art  ' }, COLORS, event)).toEqual({ ...event, title: 'Latte art' });
  });

  it('a new day drops its time; a new category takes its colour; an emptied link or end is gone', () => {
    const moved = eventOf({ ...draftOf(event), start: '2026-03-11', end: '2026-03-13', category: 'Work' }, COLORS, event);
    expect(moved).toEqual({ ...event, start: '2026-03-11', end: '2026-03-13', category: 'Work', color: COLORS.Work });
    const { url: _url, end: _end, ...rest } = event;
    expect(eventOf({ ...draftOf(event), url: ' ', end: '' }, COLORS, event)).toEqual(rest);
    // An end before the start is none, even the original's.
    expect(eventOf({ ...draftOf(event), start: '2026-03-12' }, COLORS, event)).not.toHaveProperty('end');
  });

  it('a new event: the form\'s fields, the colour of its category, an end only after the start, a link when given', () => {
    expect(eventOf({ ...newDraft('2026-04-01'), title: 'Stand-up' }, COLORS)).toEqual({
      title: 'Stand-up',
      start: '2026-04-01',
      category: 'Work',
      color: COLORS.Work,
    });
    expect(eventOf({ ...newDraft('2026-04-01'), title: 'x', end: '2026-04-01' }, COLORS)).not.toHaveProperty('end');
    expect(eventOf({ ...newDraft('2026-04-01'), title: 'x', end: '2026-04-03', url: 'https://example.com' }, COLORS)).toMatchObject({
      end: '2026-04-03',
      url: 'https://example.com',
    });
  });
});
