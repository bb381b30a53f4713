// Front desk executive calls (same style as the cashier routes of spec section 7): administrators
// work across companies, a company user within their own.
import type { z } from 'zod';
import type { EntityStatus } from '../../../../server/contracts/common';
import type { EXECUTIVE_SORT_KEYS, executiveCreateSchema, executiveUpdateSchema, UserRow } from '../../../../server/contracts/users';
import { api } from '../../../lib/api-client';
import { findInPages, getPage, type ListQuery } from '../../../lib/resource-api';

export type ExecutiveQuery = ListQuery<(typeof EXECUTIVE_SORT_KEYS)[number]>;

export const listExecutives = (q: ExecutiveQuery, signal?: AbortSignal) => getPage<UserRow>('/user/list/executive', q, signal);

/** There is no "get one user" route: an edit screen opened by link pages through the list in scope. */
export const findExecutive = (id: string, signal?: AbortSignal) => findInPages(id, (pagenum) => listExecutives({ pagenum, limit: 100 }, signal));

export const createExecutive = async (body: z.output<typeof executiveCreateSchema>): Promise<UserRow | undefined> =>
  (await api.post<UserRow>('/user/register/executive', body)).data;

export const updateExecutive = async (id: string, body: z.output<typeof executiveUpdateSchema>): Promise<UserRow | undefined> =>
  (await api.put<UserRow>(`/user/update/executive/${encodeURIComponent(id)}`, body)).data;

export const setExecutiveStatus = (id: string, status: EntityStatus) => api.put<UserRow>('/user/change/executive/status', { uuid: id, status });
