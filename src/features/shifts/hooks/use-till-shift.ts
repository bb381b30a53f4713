// The till's shift, online and offline. What it keeps where: the server's last answer about this
// till's open shift in localStorage (SHIFT_STORAGE.current + store), so a reload without network
// still knows the shift; how many cash moves this till made in a shift (SHIFT_STORAGE.moves + shift),
// which the close sends so the server refuses a close that misses one; the open and the cash moves
// themselves in the outbox (IndexedDB), each with a client-made uuid that is also its first
// Idempotency-Key, so each lands exactly once however often it is sent.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentShift, ShiftReport } from '../../../../server/contracts/shifts';
import { getDeviceId, randomUuid } from '../../../lib/device-id';
import { enqueue, useOutbox } from '../../../lib/offline/outbox';
import { onSynced } from '../../../lib/offline/sync';
import { readJson, removeKey, writeJson } from '../../../lib/storage';
import { formatMoney } from '../../../lib/money';
import { closeShift, fetchCurrentShift } from '../api/shifts-api';
import { SHIFT_STORAGE, tillShift, waitingMoves, type ShiftWriteMeta } from '../shift-rules';

export function useTillShift(storeUuid: string) {
  const { t, i18n } = useTranslation();
  const deviceId = useMemo(() => getDeviceId(), []);
  const key = `${SHIFT_STORAGE.current}:${storeUuid}`;
  const [server, setServer] = useState<CurrentShift | null>(() => readJson<CurrentShift>(key));
  const [closedHere, setClosedHere] = useState<string | null>(null);
  const { pending, conflicts } = useOutbox(storeUuid);
  const waiting = useMemo(
    () => [...pending, ...conflicts].filter((r) => r.kind === 'shift' && r.meta).map((r) => r.meta as unknown as ShiftWriteMeta),
    [pending, conflicts],
  );

  const refresh = useCallback(async (): Promise<CurrentShift | null> => {
    try {
      const current = await fetchCurrentShift(deviceId);
      setServer(current);
      writeJson(key, current);
      return current;
    } catch {
      return null; // offline: keep what we knew
    }
  }, [deviceId, key]);

  useEffect(() => void refresh(), [refresh]);
  // A shift write or an order reached the server: the X report changed.
  useEffect(() => onSynced((record) => (record.scope === storeUuid ? void refresh() : undefined)), [refresh, storeUuid]);

  const shift = tillShift(server, waiting, closedHere);
  const currency = server?.currency ?? null;
  const money = useCallback((n: number) => formatMoney(n, currency, i18n.language), [currency, i18n.language]);
  const movesKey = (uuid: string) => `${SHIFT_STORAGE.moves}:${uuid}`;

  const open = useCallback(
    async (openingFloat: number) => {
      const uuid = randomUuid();
      const meta: ShiftWriteMeta = { action: 'open', shift_uuid: uuid, opening_float: openingFloat, opened_at: new Date().toISOString() };
      setClosedHere(null);
      await enqueue({
        id: uuid,
        kind: 'shift',
        method: 'POST',
        url: '/shift/open',
        body: { uuid, device_id: deviceId, opening_float: openingFloat },
        label: t('shifts:outbox.open', { amount: money(openingFloat) }),
        scope: storeUuid,
        meta: meta as unknown as Record<string, unknown>,
      });
    },
    [deviceId, money, storeUuid, t],
  );

  const moveCash = useCallback(
    async (kind: 'in' | 'out', amount: number, reason: string) => {
      if (!shift) throw new Error('No open shift');
      const uuid = randomUuid();
      const meta: ShiftWriteMeta = { action: 'move', shift_uuid: shift.uuid, kind, amount, reason };
      await enqueue({
        id: uuid,
        kind: 'shift',
        method: 'POST',
        url: '/shift/cash-move',
        body: { uuid, shift_uuid: shift.uuid, kind, amount, reason },
        label: t(kind === 'in' ? 'shifts:outbox.cashIn' : 'shifts:outbox.cashOut', { amount: money(amount), reason }),
        scope: storeUuid,
        meta: meta as unknown as Record<string, unknown>,
      });
      writeJson(movesKey(shift.uuid), (readJson<number>(movesKey(shift.uuid)) ?? 0) + 1);
    },
    [money, shift, storeUuid, t],
  );

  const close = useCallback(
    async (counted: number, note: string): Promise<ShiftReport> => {
      if (!shift) throw new Error('No open shift');
      const made = readJson<number>(movesKey(shift.uuid));
      const z = await closeShift({
        shift_uuid: shift.uuid,
        counted_cash: counted,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(made ? { cash_moves: made } : {}),
      });
      setClosedHere(shift.uuid);
      removeKey(movesKey(shift.uuid));
      const empty: CurrentShift = { currency: z.shift.currency, shift: null, report: null };
      setServer(empty);
      writeJson(key, empty);
      return z;
    },
    [key, shift],
  );

  const moves = shift ? waitingMoves(waiting, shift.uuid) : { in: 0, out: 0, count: 0 };
  const report = server?.shift && shift && server.shift.uuid === shift.uuid ? server.report : null;
  return { shift, report, waitingMoves: moves, currency, money, refresh, open, moveCash, close };
}

export type TillShiftState = ReturnType<typeof useTillShift>;
