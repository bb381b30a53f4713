// The public pickup-slot reads (server/modules/pickup-slots): the slots a consumer may order for, and
// the current wait a kiosk or till shows. Nothing is kept: both change by the minute, and neither is
// needed offline (an order for a slot needs the server; the wait estimate hides while offline).
import { useEffect, useState } from 'react';
import type { PickupSlotList, WaitEstimate } from '../../server/contracts/pickup-slots';
import { api, unwrap } from './api-client';

export const fetchPickupSlots = async (storeUuid: string, signal?: AbortSignal): Promise<PickupSlotList> =>
  unwrap(await api.get<PickupSlotList>('/pickup-slots/available', { store_uuid: storeUuid }, { silent: true, signal }));

export const fetchWaitEstimate = async (storeUuid: string, signal?: AbortSignal): Promise<WaitEstimate> =>
  unwrap(await api.get<WaitEstimate>('/pickup-slots/wait', { store_uuid: storeUuid }, { silent: true, signal }));

/** How often a screen asks for the wait again: orders come and go by the minute. */
export const WAIT_REFRESH_MS = 30_000;

/** The store's current wait, asked now and every WAIT_REFRESH_MS; null until known or while it cannot be asked. */
export function useWaitEstimate(storeUuid: string | null | undefined): WaitEstimate | null {
  const [wait, setWait] = useState<WaitEstimate | null>(null);
  useEffect(() => {
    if (!storeUuid) return;
    const controller = new AbortController();
    const ask = () =>
      fetchWaitEstimate(storeUuid, controller.signal).then(
        (w) => setWait(w),
        () => {
          if (!controller.signal.aborted) setWait(null);
        },
      );
    void ask();
    const timer = window.setInterval(() => void ask(), WAIT_REFRESH_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [storeUuid]);
  return wait;
}

const dayNumber = (d: Date) => Math.round(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 86_400_000);

/** A slot's day as people say it: "Today", "Tomorrow", else the weekday and date (in the language given). */
export function slotDay(iso: string, language: string, now = new Date()): string {
  const d = new Date(iso);
  const ahead = dayNumber(d) - dayNumber(now);
  const text =
    ahead >= 0 && ahead <= 1
      ? new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(ahead, 'day')
      : new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(d);
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** A slot's time of day ("12:30"). */
export const slotTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** A slot as one phrase: "Today 12:30". */
export const slotLabel = (iso: string, language: string, now = new Date()): string => `${slotDay(iso, language, now)} ${slotTime(iso, language)}`;
