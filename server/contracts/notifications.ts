// Notifications: the paged lists per audience (with the unread count) and the mark-as-read body.
import { z } from 'zod';
import { pagingQuerySchema, uuidSchema, type MessageParams } from './common';

export const NOTIFICATION_AUDIENCES = ['admin', 'company', 'store', 'user'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

const paging = pagingQuerySchema.omit({ search: true });
export const companyNotificationQuerySchema = paging.extend({ company_uuid: uuidSchema.optional() });
export const storeNotificationQuerySchema = paging.extend({ store_uuid: uuidSchema.optional() });
export const adminNotificationQuerySchema = paging.extend({ admin_uuid: uuidSchema.optional() });
export const consumerNotificationQuerySchema = paging.extend({ user_uuid: uuidSchema.optional() });

export const notificationReadBodySchema = z
  .object({
    uuids: z.array(uuidSchema).min(1).max(500).optional(),
    all: z.boolean().optional(),
    /** Which list the caller is reading; defaults from the role (consumers: user, store roles: store, company roles: company, admin: admin). */
    audience: z.enum(NOTIFICATION_AUDIENCES).optional(),
    company_uuid: uuidSchema.optional(),
    store_uuid: uuidSchema.optional(),
    user_uuid: uuidSchema.optional(),
  })
  .refine((b) => (b.uuids && b.uuids.length > 0) || b.all === true, { message: 'Send uuids or all: true', path: ['uuids'] });
export type NotificationReadBody = z.output<typeof notificationReadBodySchema>;

/**
 * A notification's title and body are kept as the English sentence; on the way to a reader they gain
 * the catalog's code and parameters, so the reader's app shows them in the reader's language.
 */
export interface NotificationWords {
  title_code?: string;
  title_params?: MessageParams;
  body_code?: string;
  body_params?: MessageParams;
}

export interface NotificationRow extends NotificationWords {
  uuid: string;
  audience: NotificationAudience;
  company_uuid: string | null;
  store_uuid: string | null;
  user_uuid: string | null;
  title: string;
  body: string | null;
  link: string | null;
  order_uuid: string | null;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

export interface NotificationPage {
  items: NotificationRow[];
  total: number;
  pagenum: number;
  limit: number;
  pageCount: number;
  unread: number;
}
