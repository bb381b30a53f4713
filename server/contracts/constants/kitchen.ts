// zod-free values of ../kitchen.ts: which order statuses a kitchen board shows, its window, and the
// ages of a ticket. The PWA imports them from here; ../kitchen.ts re-exports them for the server.

/** Orders the kitchen makes: accepted (fired) and preparing. Placed orders wait for the store to accept them. */
export const KITCHEN_STATUSES = ['accepted', 'preparing'] as const;
/** Older open orders are not shown: the board is about today's service, not a backlog. */
export const KITCHEN_WINDOW_HOURS = 12;

export type TicketAge = 'fresh' | 'warning' | 'late';

/** A ticket's age band: minutes since fired against the store's thresholds. */
export function ticketAge(minutes: number, warnMinutes: number, lateMinutes: number): TicketAge {
  if (minutes >= lateMinutes) return 'late';
  if (minutes >= warnMinutes) return 'warning';
  return 'fresh';
}
