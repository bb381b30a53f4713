// The till's shift rules, free of React and the network (unit-tested beside this file): what the till
// knows of its shift from the server's last answer and its own outbox, and whether it may close.
import type { CurrentShift } from '../../../server/contracts/shifts';

/** Where the till keeps its last known shift (`:<store uuid>` appended) and its cash-move count (`:<shift uuid>`). */
export const SHIFT_STORAGE = {
  current: 'cafeteria:till-shift',
  moves: 'cafeteria:till-shift-moves',
} as const;

/** A shift write waiting in the outbox: its record's meta. */
export type ShiftWriteMeta =
  | { action: 'open'; shift_uuid: string; opening_float: number; opened_at: string }
  | { action: 'move'; shift_uuid: string; kind: 'in' | 'out'; amount: number; reason: string };

export interface TillShift {
  uuid: string;
  opening_float: number;
  opened_at: string;
  /** False while the open itself still waits in the outbox. */
  synced: boolean;
}

/**
 * The till's open shift: the server's (as last answered), else one opened here and still waiting to
 * be sent. `closedHere` is a shift this till has just closed (the server may not have answered anew).
 */
export function tillShift(server: CurrentShift | null, waiting: readonly ShiftWriteMeta[], closedHere: string | null = null): TillShift | null {
  if (server?.shift && server.shift.uuid !== closedHere) {
    return { uuid: server.shift.uuid, opening_float: server.shift.opening_float, opened_at: server.shift.opened_at, synced: true };
  }
  const open = waiting.find((w): w is Extract<ShiftWriteMeta, { action: 'open' }> => w.action === 'open' && w.shift_uuid !== closedHere);
  return open ? { uuid: open.shift_uuid, opening_float: open.opening_float, opened_at: open.opened_at, synced: false } : null;
}

/** Cash moves of a shift that wait in the outbox: in and out sums. */
export function waitingMoves(waiting: readonly ShiftWriteMeta[], shiftUuid: string): { in: number; out: number; count: number } {
  let cashIn = 0;
  let cashOut = 0;
  let count = 0;
  for (const w of waiting) {
    if (w.action !== 'move' || w.shift_uuid !== shiftUuid) continue;
    count++;
    if (w.kind === 'in') cashIn += w.amount;
    else cashOut += w.amount;
  }
  return { in: cashIn, out: cashOut, count };
}

export type CloseBlock = { reason: 'waiting'; count: number } | { reason: 'refused'; count: number } | { reason: 'offline' } | null;

/**
 * Whether the till may close its shift now: not while any write of this store waits in the outbox
 * (orders, status changes, cash moves: the Z report would miss them), nor while a refused write waits
 * for a person, nor offline (the close is the server's). Null: it may.
 */
export function closeBlock(s: { pending: number; conflicts: number; online: boolean }): CloseBlock {
  if (s.pending > 0) return { reason: 'waiting', count: s.pending };
  if (s.conflicts > 0) return { reason: 'refused', count: s.conflicts };
  if (!s.online) return { reason: 'offline' };
  return null;
}

/** Counted less expected: positive over, negative short. */
export const overShort = (counted: number, expected: number) => counted - expected;
