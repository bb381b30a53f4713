// Wire-format schemas shared by the API server and the PWA: one source of truth for names and shapes.
import { z } from 'zod';
import { ENTITY_STATUSES, SORT_DIRS } from './constants/common';

export * from './constants/common';

export const uuidSchema = z.uuid({ message: 'Must be a valid id' });

/** Trimmed search term; a term counts only when longer than 1 character (spec section 5). */
export const searchSchema = z
  .string()
  .trim()
  .max(100, 'Search is at most 100 characters')
  .optional()
  .transform((s) => (s && s.length > 1 ? s : undefined));

const intFromQuery = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** `pagenum` counts from 0; `page` is accepted as its alias where the spec uses it. */
export const pagingQuerySchema = z.object({
  pagenum: intFromQuery('pagenum', 0, 1_000_000).optional(),
  page: intFromQuery('page', 0, 1_000_000).optional(),
  limit: intFromQuery('limit', 1, 100).default(10),
  search: searchSchema,
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/**
 * `sort_by`/`sort_dir` for a list query, to `.extend(sortQuery(keys).shape)` it with: the server orders the whole list,
 * so a key outside `keys` is a 400 rather than a silently ignored column.
 */
export const sortQuery = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({
    sort_by: z.enum(keys, { message: `sort_by must be one of: ${keys.join(', ')}` }).optional(),
    sort_dir: z.enum(SORT_DIRS, { message: 'sort_dir must be asc or desc' }).default('asc'),
  });

/** A server sentence's catalog code and its varying parts (server/lib/messages/catalog.ts). */
export type MessageParams = Record<string, string | number>;

export interface Envelope<T> {
  status: boolean;
  message: string;
  /** The message's code in the catalog, when it has one: the PWA shows that code's words. */
  code?: string;
  params?: MessageParams;
  data?: T;
  errors?: { path: string; message: string; code?: string; params?: MessageParams }[];
}

export interface Paged<T> {
  items: T[];
  total: number;
  pagenum: number;
  limit: number;
  pageCount: number;
}

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'Slug must be at least 2 characters')
  .max(60, 'Slug is at most 60 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may hold lowercase letters, digits and single hyphens');

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address' }).max(254));
export const mobileSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{7,15}$/, 'Enter a valid mobile number (7 to 15 digits)');

export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password is at most 128 characters')
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/[0-9]/, 'Password must contain a digit');

export const entityStatusSchema = z.enum(ENTITY_STATUSES, { message: 'Status must be active or inactive' });
export const statusBodySchema = z.object({ status: entityStatusSchema });
/** PUT .../status calls that name the record in the body. */
export const uuidStatusBodySchema = z.object({ uuid: uuidSchema, status: entityStatusSchema });
export const idParamSchema = z.object({ id: uuidSchema });
