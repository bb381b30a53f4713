// The choices of the company and store pickers, narrowed by the server to the caller's scope.
import type { DropdownItem } from '../../server/contracts/companies';
import { listCompanyOptions, listStoreOptions, type StoreOption } from './scope-api';
import { useAsync } from './use-async';

/** Companies (for an administrator) and the stores of the chosen company (or of the caller's scope). */
export function useScopeOptions(isAdmin: boolean, companyUuid: string | undefined, withStores = true) {
  const companies = useAsync<DropdownItem[]>(async (signal) => (isAdmin ? listCompanyOptions(signal) : []), [isAdmin]);
  const stores = useAsync<StoreOption[]>(
    async (signal) => (withStores && (!isAdmin || companyUuid) ? listStoreOptions(companyUuid, signal) : []),
    [isAdmin, companyUuid, withStores],
  );
  return { companies: companies.data ?? [], stores: stores.data ?? [], loadingStores: stores.loading };
}
