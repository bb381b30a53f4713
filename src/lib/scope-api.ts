// The company and store dropdowns a screen works in. The server narrows both lists to the
// caller's scope (a company user sees their company, a manager their store).
import type { DropdownItem } from '../../server/contracts/companies';
import { api, unwrap } from './api-client';

export interface StoreOption extends DropdownItem {
  company_uuid: string;
}

export const listCompanyOptions = async (signal?: AbortSignal): Promise<DropdownItem[]> =>
  unwrap(await api.get<DropdownItem[]>('/company/dropdown/list', undefined, { silent: true, signal }));

export const listStoreOptions = async (companyUuid: string | undefined, signal?: AbortSignal): Promise<StoreOption[]> =>
  unwrap(await api.get<StoreOption[]>('/company/store/dropdown/list', { company_uuid: companyUuid }, { silent: true, signal }));
