// Option group calls (sizes, milks, add-ons of a store): the paged back-office list, one group,
// create, update (its options list replaces the old one), the status switch and the day's
// sold-out switch of one option.
import type { z } from 'zod';
import type { Product } from '../../../../server/contracts/catalogue';
import type { EntityStatus, Paged, Role } from '../../../../server/contracts/common';
import type { OptionGroup, OptionView, optionGroupBodySchema, optionGroupUpdateSchema } from '../../../../server/contracts/menu';
import { api, unwrap } from '../../../lib/api-client';

export interface OptionGroupQuery {
  pagenum: number;
  limit: number;
  search?: string;
  company_uuid?: string;
  store_uuid?: string;
}

export const listOptionGroups = async (q: OptionGroupQuery, signal?: AbortSignal): Promise<Paged<OptionGroup>> =>
  unwrap(await api.get<Paged<OptionGroup>>('/option/group/list', { ...q }, { silent: true, signal }));

export const viewOptionGroup = async (uuid: string, signal?: AbortSignal): Promise<OptionGroup | null> =>
  unwrap(await api.get<OptionGroup>(`/option/group/view/${encodeURIComponent(uuid)}`, undefined, { silent: true, signal }));

export const createOptionGroup = async (body: z.output<typeof optionGroupBodySchema>): Promise<OptionGroup> =>
  unwrap(await api.post<OptionGroup>('/option/group/create', body));

export const updateOptionGroup = async (uuid: string, body: z.output<typeof optionGroupUpdateSchema>): Promise<OptionGroup> =>
  unwrap(await api.put<OptionGroup>(`/option/group/update/${encodeURIComponent(uuid)}`, body));

export const setOptionGroupStatus = async (uuid: string, status: EntityStatus): Promise<OptionGroup> =>
  unwrap(await api.put<OptionGroup>(`/option/group/status/update/${encodeURIComponent(uuid)}`, { status }));

export const setOptionAvailability = async (uuid: string, isAvailable: boolean): Promise<OptionView> =>
  unwrap(await api.put<OptionView>('/option/change/status', { uuid, is_available: isAvailable }));

/** The currency of a store's prices, read from one of its products (no store route carries it). */
export async function storeCurrency(storeUuid: string, role: Role | undefined, signal?: AbortSignal): Promise<string | null> {
  const route = role === 'admin' ? '/product/list' : role === 'manager' ? '/product/store/list' : '/product/company/list';
  const page = unwrap(await api.get<Paged<Product>>(route, { pagenum: 0, limit: 1, store_uuid: storeUuid }, { silent: true, signal }));
  return page.items[0]?.currency ?? null;
}
