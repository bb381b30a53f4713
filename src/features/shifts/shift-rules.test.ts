import { describe, expect, it } from 'vitest';
import { closeBlock, overShort, tillShift, waitingMoves, type ShiftWriteMeta } from './shift-rules';

const open: ShiftWriteMeta = { action: 'open', shift_uuid: 's1', opening_float: 5000, opened_at: '2026-01-01T08:00:00.000Z' };
const moves: ShiftWriteMeta[] = [
  { action: 'move', shift_uuid: 's1', kind: 'in', amount: 300, reason: 'a' },
  { action: 'move', shift_uuid: 's1', kind: 'out', amount: 120, reason: 'b' },
  { action: 'move', shift_uuid: 's0', kind: 'out', amount: 999, reason: 'other shift' },
];

describe('closing a shift', () => {
  it('is refused while writes wait to sync, and says how many', () => {
    expect(closeBlock({ pending: 3, conflicts: 0, online: true })).toEqual({ reason: 'waiting', count: 3 });
    expect(closeBlock({ pending: 1, conflicts: 2, online: false })).toEqual({ reason: 'waiting', count: 1 });
  });
  it('is refused while a refused write waits for a person, or offline', () => {
    expect(closeBlock({ pending: 0, conflicts: 2, online: true })).toEqual({ reason: 'refused', count: 2 });
    expect(closeBlock({ pending: 0, conflicts: 0, online: false })).toEqual({ reason: 'offline' });
  });
  it('is allowed once everything is sent, online', () => {
    expect(closeBlock({ pending: 0, conflicts: 0, online: true })).toBeNull();
  });
  it('over/short is counted less expected', () => {
    expect(overShort(9950, 10000)).toBe(-50);
    expect(overShort(10120, 10000)).toBe(120);
  });
});

describe('the till’s shift', () => {
  it('is the server’s when it has one, else one opened offline and still waiting', () => {
    const server = {
      currency: 'EUR',
      report: null,
      shift: { uuid: 's9', opening_float: 100, opened_at: '2026-01-01T07:00:00.000Z' },
    } as unknown as Parameters<typeof tillShift>[0];
    expect(tillShift(server, [open])).toMatchObject({ uuid: 's9', synced: true });
    expect(tillShift({ currency: 'EUR', shift: null, report: null }, [open])).toMatchObject({ uuid: 's1', opening_float: 5000, synced: false });
    expect(tillShift(null, [])).toBeNull();
    expect(tillShift(server, [], 's9')).toBeNull();
  });
  it('sums the cash moves of its shift that still wait', () => {
    expect(waitingMoves(moves, 's1')).toEqual({ in: 300, out: 120, count: 2 });
  });
});
