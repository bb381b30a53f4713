// zod-free values of ../common.ts: roles, statuses, sort directions. The PWA imports them from here, so
// that a screen which needs a list does not load zod with it; ../common.ts re-exports them.
export const ROLES = ['admin', 'company', 'executive', 'manager', 'cashier', 'consumer', 'company_consumer'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['admin', 'company', 'executive', 'manager', 'cashier'] as const satisfies readonly Role[];
export const CONSUMER_ROLES = ['consumer', 'company_consumer'] as const satisfies readonly Role[];

export const ENTITY_STATUSES = ['active', 'inactive'] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];

export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];
