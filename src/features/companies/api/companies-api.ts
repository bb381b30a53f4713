// Company and store calls of spec section 7 (companies and stores).
import type { z } from 'zod';
import type { EntityStatus, Paged } from '../../../../server/contracts/common';
import type {
  Company,
  CompanyInvitation,
  InvitationStatus,
  Store,
  companyBodySchema,
  companyUpdateSchema,
  invitationCreateSchema,
  storeBodySchema,
  storeUpdateSchema,
} from '../../../../server/contracts/companies';
import { api, unwrap } from '../../../lib/api-client';

export interface ListQuery {
  pagenum: number;
  limit: number;
  search?: string;
}

export const listCompanies = async (q: ListQuery, signal?: AbortSignal): Promise<Paged<Company>> =>
  unwrap(await api.get<Paged<Company>>('/company/list', { pagenum: q.pagenum, limit: q.limit, search: q.search }, { silent: true, signal }));

/** One company in the caller's scope; null when it is not there (another tenant's answers 404). */
export async function findCompany(id: string, signal?: AbortSignal): Promise<Company | null> {
  try {
    return unwrap(await api.get<Company>(`/company/view/${encodeURIComponent(id)}`, undefined, { silent: true, signal }));
  } catch {
    return null;
  }
}

export const createCompany = async (body: z.output<typeof companyBodySchema>): Promise<Company> => unwrap(await api.post<Company>('/company/create', body));

export const updateCompany = async (id: string, body: z.output<typeof companyUpdateSchema>): Promise<Company | undefined> =>
  (await api.put<Company>(`/company/update/${encodeURIComponent(id)}`, body)).data;

export const setCompanyStatus = (id: string, status: EntityStatus) => api.put<Company>(`/company/status/update/${encodeURIComponent(id)}`, { status });

export interface StoreQuery {
  company_uuid: string;
  page: number;
  limit: number;
  search?: string;
}

/** Admins use the admin list; company users the scoped one. Both answer the same paged shape. */
export const listStores = async (q: StoreQuery, admin: boolean, signal?: AbortSignal): Promise<Paged<Store>> =>
  unwrap(
    await api.get<Paged<Store>>(admin ? '/company/store/admin/list' : '/company/store/list', { ...q }, { silent: true, signal }),
  );

export const createStore = async (body: z.output<typeof storeBodySchema>): Promise<Store | undefined> =>
  (await api.post<Store>('/company/store/create', body)).data;

export const updateStore = async (id: string, body: z.output<typeof storeUpdateSchema>): Promise<Store | undefined> =>
  (await api.put<Store>(`/company/store/update/${encodeURIComponent(id)}`, body)).data;

export const setStoreStatus = (id: string, status: EntityStatus) => api.put<Store>(`/company/store/status/update/${encodeURIComponent(id)}`, { status });

// ---- who may join: invitations ----

export interface InvitationQuery {
  company_uuid: string;
  pagenum: number;
  limit: number;
  search?: string;
  status?: InvitationStatus;
}

export const listInvitations = async (q: InvitationQuery, signal?: AbortSignal): Promise<Paged<CompanyInvitation>> =>
  unwrap(await api.get<Paged<CompanyInvitation>>('/company/invitation/list', { ...q }, { silent: true, signal }));

export const createInvitation = async (body: z.input<typeof invitationCreateSchema>): Promise<CompanyInvitation> =>
  unwrap(await api.post<CompanyInvitation>('/company/invitation/add', body));

export const revokeInvitation = (id: string) => api.delete<{ uuid: string }>(`/company/invitation/delete/${encodeURIComponent(id)}`);
