// Front desk executive calls (same style as the cashier routes of spec section 7): administrators
// work across companies, a company user within their own.
import type { z } from 'zod';
import type { EntityStatus, Paged, SortDir } from '../../../../server/contracts/common';
import type { EXECUTIVE_SORT_KEYS, executiveCreateSchema, executiveUpdateSchema, UserRow } from '../../../../server/contracts/users';
import { api, unwrap } from '../../../lib/api-client';

export interface ExecutiveQuery {
  pagenum: number;
  limit: number;
  search?: string;
  company_uuid?: string;
  sort_by?: (typeof EXECUTIVE_SORT_KEYS)[number];
  sort_dir?: SortDir;
}

export const listExecutives = async (q: ExecutiveQuery, signal?: AbortSignal): Promise<Paged<UserRow>> =>
  unwrap(await api.get<Paged<UserRow>>('/user/list/executive', { ...q }, { silent: true, signal }));

/** There is no "get one user" route: an edit screen opened by link pages through the list in scope. */
export async function findExecutive(id: string, signal?: AbortSignal): Promise<UserRow | null> {
  for (let pagenum = 0; pagenum < 50; pagenum += 1) {
    const page = await listExecutives({ pagenum, limit: 100 }, signal);
    const hit = page.items.find((u) => u.uuid === id);
    if (hit) return hit;
    if (pagenum + 1 >= page.pageCount) return null;
  }
  return null;
}

export const createExecutive = async (body: z.output<typeof executiveCreateSchema>): Promise<UserRow | undefined> =>
  (await api.post<UserRow>('/user/register/executive', body)).data;

export const updateExecutive = async (id: string, body: z.output<typeof executiveUpdateSchema>): Promise<UserRow | undefined> =>
  (await api.put<UserRow>(`/user/update/executive/${encodeURIComponent(id)}`, body)).data;

export const setExecutiveStatus = (id: string, status: EntityStatus) => api.put<UserRow>('/user/change/executive/status', { uuid: id, status });
