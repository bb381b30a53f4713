// Storage keys, timeouts and limits of the PWA, in one place.

/** localStorage keys. Everything the PWA keeps in localStorage is named here. */
export const STORAGE_KEYS = {
  /** The signed-in session: { token, refresh_token, expires_at }. */
  auth: 'cafeteria:auth',
  /** The current user (AuthUser) as answered by the login. */
  currentUser: 'cafeteria:current-user',
  /** Theme settings (menu placement, behaviour, layout, radius, colour, nav colour, sidebar). */
  settings: 'cafeteria:settings',
  /** The chosen language (i18next-browser-languagedetector reads and writes it). */
  language: 'cafeteria:language',
  /** The mode chosen at login (back-office, kiosk, cashier, consumer). */
  mode: 'cafeteria:mode',
  /** This device's random guest id (src/lib/device-id.ts): guest carts and guest orders hang off it. */
  deviceId: 'cafeteria:device-id',
  /** The company the consumer app last showed ({ uuid, slug, name, currency }), so the cart reopens on it. */
  consumerCompany: 'cafeteria:consumer-company',
  /** The till's last menu per store (`:<store uuid>` appended): OrderableProduct[], for a reload without network. */
  tillMenu: 'cafeteria:till-menu',
  /** The till's company pricing per company slug (`:<slug>` appended): { currency, tax_rate_bps }. */
  tillPricing: 'cafeteria:till-pricing',
  /** The till's open ticket per store (`:<store uuid>` appended): TillLine[], so a reload keeps it. */
  tillTicket: 'cafeteria:till-ticket',
  /** Whether the cashier's queue plays a beep for a new order ('on' | 'off'). */
  tillSound: 'cafeteria:till-sound',
  /** This device's kiosk binding (src/lib/kiosk-device.ts): the store it serves and its x-kiosk-token. */
  kioskBinding: 'cafeteria:kiosk-binding',
  /** The kiosk's last loaded menu ({ store_uuid, categories, products, saved_at }) for starts with no network. */
  kioskMenu: 'cafeteria:kiosk-menu',
  /** A till's or kiosk's letter for numbering offline orders today (`:<store uuid>` appended; src/lib/offline/call-letter.ts). */
  callLetter: 'cafeteria:call-letter',
  /** Whether the pickup screen plays its chime ('on' | 'off'). */
  pickupSound: 'cafeteria:pickup-sound',
} as const;

export const TIMEOUTS = {
  /** Theme values are re-read this long after a colour change (spec section 9). */
  themeReread: 10,
  /** Toasts close after this long (top-right). */
  toastAutoClose: 5000,
  /** A list search waits this long after the last keystroke. */
  searchDebounce: 350,
  /** Refresh the token this long before it expires. */
  tokenRefreshLead: 30_000,
  /** The kiosk asks "Still there?" after this long without a touch, pointer or key (also while paying, not while a payment is in flight). */
  kioskIdle: 90_000,
  /** ...and, unanswered, clears the cart and returns to the attract screen after this countdown. */
  kioskIdleCountdown: 10_000,
  /** The kiosk's receipt returns to the attract screen after this countdown (a touch starts it again). */
  kioskReceipt: 15_000,
  /** Holding the kiosk's logo this long reveals the staff controls... */
  kioskStaffHold: 3_000,
  /** ...which hide again after this long without a touch. */
  kioskStaffReveal: 60_000,
  /** Each of the store's banners shows this long on the kiosk's attract screen. */
  kioskBanner: 6_000,
  /** A screen's script chunk that has not arrived by then fails with a reload offer (spec: 120 s). */
  chunkLoad: 120_000,
} as const;

/** The outbox's sync engine (src/lib/offline). */
export const SYNC = {
  /** A ping that takes longer than this counts as offline. */
  pingTimeout: 4000,
  /** A write that takes longer than this is treated as a network failure and retried (same key). */
  sendTimeout: 15_000,
  /** Retry delays grow from the first to the last, doubling, with up to 20% jitter. */
  backoffFirst: 1000,
  backoffMax: 60_000,
  /** While online with nothing waiting, check the connection this often. */
  heartbeat: 30_000,
  /** The least interval asked of periodic sync (where granted) for the worker to send what waits. */
  periodicSync: 15 * 60_000,
} as const;

export const LIMITS = {
  /** A search term counts only when longer than 1 character (spec section 5). */
  searchMinLength: 2,
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
  /** The active-company lookup is fixed at pagenum 0, limit 10 (spec section 9). */
  activeCompanyLookup: { pagenum: 0, limit: 10 },
} as const;

/** Menu breakpoints in px (spec section 9). */
export const BREAKPOINTS = {
  mobile: 992,
  verticalUnpinned: 1400,
} as const;

export const LANGUAGES = [
  { code: 'en-US', short: 'EN', label: 'English' },
  { code: 'es-ES', short: 'ES', label: 'Español' },
  { code: 'de-DE', short: 'DE', label: 'Deutsch' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';
