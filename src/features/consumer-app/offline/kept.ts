// What a consumer keeps on the phone for offline use (issue 17): the last order pages with their
// call numbers and status, the iCash balance with the time it was read, each order opened and the
// invoices downloaded. Kept in the kept-views database (src/lib/kept-views.ts, per person; signing
// out clears it) under scopes of their own; a guest's under this device.
import { getDeviceId } from '../../../lib/device-id';
import { isOfflineError, keepFigures, keptFigures, loadKeeping, type KeptResult } from '../../../lib/kept-views';

/** Whose views: the signed-in person, or this device for a guest. */
export const keeperOf = (userUuid: string | null | undefined) => userUuid || `device:${getDeviceId()}`;

/**
 * Loads fresh and keeps it with the time it was read; without a network answers what was kept.
 * `readAt` is when the data shown was read (now when fresh), `keptAt` only when it comes from the phone.
 */
export async function loadKept<T>(who: string, scope: string, load: () => Promise<T>): Promise<KeptResult<T> & { readAt: number }> {
  const result = await loadKeeping(
    load,
    (data, at) => keepFigures(who, `consumer|${scope}`, data, at),
    () => keptFigures<T>(who, `consumer|${scope}`),
  );
  return { ...result, readAt: result.keptAt ?? Date.now() };
}

/** An invoice PDF, fetched and kept; offline, the one kept when it was last opened. */
export async function keptBlob(who: string, scope: string, load: () => Promise<Blob>): Promise<Blob> {
  try {
    const blob = await load();
    // As bytes: a Blob kept in IndexedDB may not outlive the page in every browser.
    const bytes = await blob.arrayBuffer();
    await keepFigures(who, `consumer|${scope}`, { type: blob.type, bytes }).catch((err: unknown) => console.warn('Could not keep the invoice', err));
    return blob;
  } catch (error) {
    if (!isOfflineError(error)) throw error;
    const found = await keptFigures<{ type: string; bytes: ArrayBuffer }>(who, `consumer|${scope}`).catch(() => undefined);
    if (!found) throw error;
    return new Blob([found.data.bytes], { type: found.data.type });
  }
}

/** Whether an invoice is kept on this phone. */
export async function hasKept(who: string, scope: string): Promise<boolean> {
  return Boolean(await keptFigures(who, `consumer|${scope}`).catch(() => undefined));
}
