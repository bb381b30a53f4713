// Finding a consumer by name, e-mail, mobile or employee code for screens where staff act for one
// (iCash, an order on their behalf, their cart). The till's look-up route answers every kind of
// consumer in the caller's company (all of them for an administrator).
import type { Paged } from '../../server/contracts/common';
import type { UserRow } from '../../server/contracts/users';
import { api, unwrap } from './api-client';

export const CONSUMER_LOOKUP_LIMIT = 10;

export const searchConsumers = async (search: string, signal?: AbortSignal): Promise<UserRow[]> =>
  unwrap(
    await api.get<Paged<UserRow>>(
      '/user/cashier/consumer/list',
      { pagenum: 0, limit: CONSUMER_LOOKUP_LIMIT, search: search || undefined },
      { silent: true, signal },
    ),
  ).items;

/** One line that tells two people of the same name apart. */
export function consumerLabel(u: Pick<UserRow, 'name' | 'mobile' | 'email' | 'employee_code'>): string {
  const contact = [u.mobile, u.email].filter(Boolean).join(' · ');
  const code = u.employee_code ? ` [${u.employee_code}]` : '';
  return contact ? `${u.name}${code} — ${contact}` : `${u.name}${code}`;
}
