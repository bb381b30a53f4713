// zod-free values of ../banners.ts: the image path pattern and size. The PWA imports them from here, so that a screen
// which needs them does not load zod with it; ../banners.ts re-exports them for the server.

/** What POST /banner/upload/image answers: `/uploads/banners/<uuid>.webp`. */
export const BANNER_IMAGE_PATTERN = /^\/uploads\/banners\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
export const BANNER_MAX_WIDTH = 1600;
export const BANNER_MAX_HEIGHT = 800;
