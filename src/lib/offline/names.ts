// Names the pages and the service worker share for the outbox (neither side may import the other's
// modules: the worker has no DOM, no React and no localStorage).

/** The IndexedDB database (Dexie) that holds the outbox and the credentials its writes go with. */
export const OFFLINE_DB_NAME = 'cafeteria-offline';
/** The Web Lock held by whoever sends the outbox: a page or the service worker, never two. */
export const OUTBOX_LOCK = 'cafeteria-outbox';
/** The Web Lock held while a staff session's tokens are refreshed (the refresh token rotates). */
export const REFRESH_LOCK = 'cafeteria-auth-refresh';
/** The BroadcastChannel on which every page hears of acknowledged writes. */
export const OUTBOX_CHANNEL = 'cafeteria-outbox';
/** The Background Sync (and periodic sync) tag the pages register and the worker answers. */
export const BACKGROUND_SYNC_TAG = 'cafeteria-outbox';
