// Cashier and manager calls of spec section 7 (cashier users, company roles). Administrators and
// company users work with both groups through the company-role routes; a manager through the
// cashier routes, fixed to their own store by the server.
import type { z } from 'zod';
import type { EntityStatus, Paged, Role } from '../../../../server/contracts/common';
import type {
  STAFF_SORT_KEYS,
  cashierCreateSchema,
  cashierUpdateSchema,
  companyRoleCreateSchema,
  companyRoleUpdateSchema,
  UserRow,
} from '../../../../server/contracts/users';
import { api } from '../../../lib/api-client';
import { findInPages, getPage, type ListQuery } from '../../../lib/resource-api';

export type StaffGroup = 'all' | 'cashier' | 'manager';

export type StaffQuery = ListQuery<(typeof STAFF_SORT_KEYS)[number]> & { group: StaffGroup };

/** `viaRoles`: the company-role list (admin, company); otherwise the cashier list (manager), which takes no group. */
export async function listStaff({ group, ...rest }: StaffQuery, viaRoles: boolean, signal?: AbortSignal): Promise<Paged<UserRow>> {
  return viaRoles ? getPage<UserRow>('/company/list/cashier/manager', { ...rest, group }, signal) : getPage<UserRow>('/user/list/cashier', rest, signal);
}

/** There is no "get one user" route: an edit screen opened by link pages through the list in scope (a manager's: the cashier list). */
export const findStaff = (id: string, signal?: AbortSignal, role?: Role) =>
  findInPages(id, (pagenum) => listStaff({ pagenum, limit: 100, group: 'all' }, role !== 'manager', signal));

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
