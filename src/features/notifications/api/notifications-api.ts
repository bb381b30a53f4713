// Staff notification lists of spec section 7 (one per audience, newest first, each page with the
// audience's unread count) and PUT /notification/read.
import type { Role } from '../../../../server/contracts/common';
import type { NotificationAudience, NotificationPage } from '../../../../server/contracts/notifications';
import { api, unwrap } from '../../../lib/api-client';

export type StaffAudience = Exclude<NotificationAudience, 'user'>;

/** The list a role hears about in realtime and counts in the header badge. */
export function homeAudience(role: Role | undefined): StaffAudience | null {
  if (role === 'admin') return 'admin';
  if (role === 'company' || role === 'executive') return 'company';
  if (role === 'manager' || role === 'cashier') return 'store';
  return null;
}

/** The lists a role may open: admins all three, company roles their company's and its stores', store roles their store's. */
export function audiencesFor(role: Role | undefined): StaffAudience[] {
  if (role === 'admin') return ['admin', 'company', 'store'];
  if (role === 'company' || role === 'executive') return ['company', 'store'];
  if (role === 'manager' || role === 'cashier') return ['store'];
  return [];
}

export interface NotificationQuery {
  pagenum: number;
  limit: number;
  company_uuid?: string;
  store_uuid?: string;
}

export function listParams(audience: StaffAudience, q: NotificationQuery): Record<string, string | number | undefined> {
  const base = { page: q.pagenum, limit: q.limit };
  if (audience === 'company') return { ...base, company_uuid: q.company_uuid };
  if (audience === 'store') return { ...base, store_uuid: q.store_uuid };
  return base;
}

export const listNotifications = async (audience: StaffAudience, q: NotificationQuery, signal?: AbortSignal): Promise<NotificationPage> =>
  unwrap(await api.get<NotificationPage>(`/notification/${audience}/list`, listParams(audience, q), { silent: true, signal }));

export interface MarkReadResult {
  updated: number;
  unread: number;
}

/** Marks the named notifications (or all of the audience in the given scope) read; answers the unread count left. */
export const markNotificationsRead = async (
  audience: StaffAudience,
  target: { uuids: string[] } | { all: true },
  scope: { company_uuid?: string; store_uuid?: string } = {},
): Promise<MarkReadResult> =>
  unwrap(await api.put<MarkReadResult>('/notification/read', { ...target, audience, ...scope }, { silent: true, successToast: false }));
