import { useCallback, useEffect, useRef, useState } from 'react';
import { enqueue, useOutbox } from '../../../lib/offline/outbox';
import { onSynced } from '../../../lib/offline/sync';
import { useCallLetter } from '../../../lib/offline/use-call-letter';
import { kioskCallLetter } from '../api/kiosk-api';
import type { KioskBinding } from '../../../lib/kiosk-device';
import { placedFrom, type KioskOrderDraft } from '../api/kiosk-orders';
import type { ReceiptState } from '../components/receipt-screen';

/**
 * The order on the receipt. It goes into the outbox (IndexedDB first, then sent at once when online,
 * later when not); the receipt shows it pending, then confirmed when the server acknowledges it, or
 * refused with the server's reason (the write then waits in the conflicts for staff).
 */
export function useKioskOrder(binding: KioskBinding) {
  const [draft, setDraft] = useState<KioskOrderDraft | null>(null);
  const [confirmed, setConfirmed] = useState<ReceiptState | null>(null);
  const current = useRef<string | null>(null);
  const { conflicts } = useOutbox(binding.store_uuid);
  // The letter its offline orders are numbered with today, reserved while online.
  useCallLetter(binding.store_uuid, () => kioskCallLetter(binding));

  useEffect(
    () =>
      onSynced((record, response) => {
        if (record.id !== current.current) return;
        const placed = placedFrom(response);
        if (placed) setConfirmed({ kind: 'confirmed', order: placed.order });
      }),
    [],
  );

  const place = useCallback(
    async (d: KioskOrderDraft, label: string) => {
      current.current = d.id;
      setConfirmed(null);
      setDraft(d);
      await enqueue({
        id: d.id,
        kind: 'order',
        method: 'POST',
        url: '/checkout/guest',
        body: d.body,
        label,
        scope: binding.store_uuid,
        auth: 'kiosk',
        meta: { order_id: d.body.order_id, total: d.totals.total, currency: d.currency, items: d.totals.items, placed_offline: d.offline },
      });
    },
    [binding.store_uuid],
  );

  /** A receipt the kiosk already knows the end of (a card order back from the gateway). */
  const show = useCallback((d: KioskOrderDraft, st: ReceiptState) => {
    current.current = d.id;
    setDraft(d);
    setConfirmed(st);
  }, []);

  const reset = useCallback(() => {
    current.current = null;
    setDraft(null);
    setConfirmed(null);
  }, []);

  const refused = draft ? conflicts.find((c) => c.id === draft.id) : undefined;
  const state: ReceiptState =
    confirmed ??
    (refused ? { kind: 'refused', message: refused.error?.message ?? '', code: refused.error?.code, params: refused.error?.params } : { kind: 'pending' });
  return { draft, state, place, show, reset };
}
