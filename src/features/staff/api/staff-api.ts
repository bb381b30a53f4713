// Cashier and manager calls of spec section 7 (cashier users, company roles). Administrators and
// company users work with both groups through the company-role routes; a manager through the
// cashier routes, fixed to their own store by the server.
import type { z } from 'zod';
import type { EntityStatus, Paged, SortDir } from '../../../../server/contracts/common';
import type {
  STAFF_SORT_KEYS,
  cashierCreateSchema,
  cashierUpdateSchema,
  companyRoleCreateSchema,
  companyRoleUpdateSchema,
  UserRow,
} from '../../../../server/contracts/users';
import { api, unwrap } from '../../../lib/api-client';

export type StaffGroup = 'all' | 'cashier' | 'manager';

export interface StaffQuery {
  pagenum: number;
  limit: number;
  search?: string;
  group: StaffGroup;
  company_uuid?: string;
  store_uuid?: string;
  sort_by?: (typeof STAFF_SORT_KEYS)[number];
  sort_dir?: SortDir;
}

/** `viaRoles`: the company-role list (admin, company); otherwise the cashier list (manager). */
export async function listStaff(q: StaffQuery, viaRoles: boolean, signal?: AbortSignal): Promise<Paged<UserRow>> {
  const { group, ...rest } = q;
  if (viaRoles) return unwrap(await api.get<Paged<UserRow>>('/company/list/cashier/manager', { ...rest, group }, { silent: true, signal }));
  return unwrap(await api.get<Paged<UserRow>>('/user/list/cashier', rest, { silent: true, signal }));
}

/** There is no "get one user" route: an edit screen opened by link pages through the list in scope. */
export async function findStaff(id: string, viaRoles: boolean, signal?: AbortSignal): Promise<UserRow | null> {
  for (let pagenum = 0; pagenum < 50; pagenum += 1) {
    const page = await listStaff({ pagenum, limit: 100, group: 'all' }, viaRoles, signal);
    const hit = page.items.find((u) => u.uuid === id);
    if (hit) return hit;
    if (pagenum + 1 >= page.pageCount) return null;
  }
  return null;
}

export const createStaffMember = async (body: z.output<typeof companyRoleCreateSchema>): Promise<UserRow | undefined> =>
  (await api.post<UserRow>('/company/add/cashier/manager', body)).data;

export const updateStaffMember = async (id: string, body: z.output<typeof companyRoleUpdateSchema>): Promise<UserRow | undefined> =>
  (await api.put<UserRow>(`/company/role/update/${encodeURIComponent(id)}`, body)).data;

export const setStaffStatus = (id: string, status: EntityStatus) => api.put<UserRow>(`/company/role/status/update/${encodeURIComponent(id)}`, { status });

export const createCashier = async (body: z.output<typeof cashierCreateSchema>): Promise<UserRow | undefined> =>
  (await api.post<UserRow>('/user/register/cashier', body)).data;

export const updateCashier = async (id: string, body: z.output<typeof cashierUpdateSchema>): Promise<UserRow | undefined> =>
  (await api.put<UserRow>(`/user/update/cashier/${encodeURIComponent(id)}`, body)).data;

export const setCashierStatus = (id: string, status: EntityStatus) => api.put<UserRow>('/user/change/cashier/status', { uuid: id, status });
