// Option group calls (sizes, milks, add-ons of a store): the paged back-office list, one group,
// create, update (its options list replaces the old one), the status switch and the day's
// sold-out switch of one option.
import type { z } from 'zod';
import type { EntityStatus } from '../../../../server/contracts/common';
import type { OptionGroup, OptionView, optionGroupBodySchema, optionGroupUpdateSchema } from '../../../../server/contracts/menu';
import { api, unwrap } from '../../../lib/api-client';
import { getPage, type ListQuery } from '../../../lib/resource-api';

export type OptionGroupQuery = ListQuery;

export const listOptionGroups = (q: OptionGroupQuery, signal?: AbortSignal) => getPage<OptionGroup>('/option/group/list', q, signal);

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
