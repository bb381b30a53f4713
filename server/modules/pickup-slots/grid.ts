// The slot grid of a store, worked out from its settings alone (no database): each day of the
// server's time zone, slots of `slotMinutes` from the opening time, the last one ending by the
// closing time (24:00 = midnight at the end of the day). A slot is known by its start. What is
// offered is the grid's slots that start after now plus the cut-off and no later than the horizon.

export interface Grid {
  slotMinutes: number;
  /** Minutes after local midnight. */
  opensAt: number;
  closesAt: number;
  aheadHours: number;
  cutoffMinutes: number;
}

const MINUTE = 60_000;

const localMinutes = (d: Date) => d.getHours() * 60 + d.getMinutes();

/** Whether `start` is the start of a slot of the grid (whole minutes, on a slot boundary, within the hours). */
export function isSlotStart(g: Grid, start: Date): boolean {
  if (start.getSeconds() !== 0 || start.getMilliseconds() !== 0) return false;
  const m = localMinutes(start);
  return m >= g.opensAt && m + g.slotMinutes <= g.closesAt && (m - g.opensAt) % g.slotMinutes === 0;
}

/** The grid's slot starts from `from` to `until`, both inclusive, in time order. */
export function slotStarts(g: Grid, from: Date, until: Date): Date[] {
  const out: Date[] = [];
  for (let day = new Date(from.getFullYear(), from.getMonth(), from.getDate()); day <= until; ) {
    for (let m = g.opensAt; m + g.slotMinutes <= g.closesAt; m += g.slotMinutes) {
      const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, m);
      // A start the clock skips or repeats (summer time) is not on the grid: isSlotStart says so.
      if (start >= from && start <= until && isSlotStart(g, start)) out.push(start);
    }
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  }
  return out;
}

/** The first moment a slot may be ordered for (its start must be after it), and the last start offered. */
export function window(g: Grid, now: Date): { after: Date; until: Date } {
  return { after: new Date(now.getTime() + g.cutoffMinutes * MINUTE), until: new Date(now.getTime() + g.aheadHours * 60 * MINUTE) };
}

export type SlotProblem = 'not_a_slot' | 'past' | 'cut_off' | 'too_far';

/** Why a slot start cannot be ordered for now, or null when it can (capacity aside). */
export function slotProblem(g: Grid, start: Date, now: Date): SlotProblem | null {
  if (!isSlotStart(g, start)) return 'not_a_slot';
  if (start.getTime() <= now.getTime()) return 'past';
  const w = window(g, now);
  if (start.getTime() <= w.after.getTime()) return 'cut_off';
  if (start.getTime() > w.until.getTime()) return 'too_far';
  return null;
}

/** The opening hours a store's free-text hours name, when they read as one daily range ("Every day 07:00-22:00"). */
export function hoursFromText(text: string | null): { opensAt: number; closesAt: number } | null {
  const ranges = [...(text ?? '').matchAll(/(\d{1,2}):(\d{2})\s*[-–—]\s*(\d{1,2}):(\d{2})/g)];
  if (ranges.length !== 1) return null;
  const [, h1, m1, h2, m2] = ranges[0];
  const opensAt = Number(h1) * 60 + Number(m1);
  const closesAt = Number(h2) * 60 + Number(m2);
  if (Number(m1) > 59 || Number(m2) > 59 || opensAt >= closesAt || closesAt > 1440) return null;
  return { opensAt, closesAt };
}
