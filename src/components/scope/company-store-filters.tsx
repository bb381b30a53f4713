// The company and store filters of a list: an administrator picks a company, then one of its
// stores; a company user picks among their stores. Each choice includes "all".
import { useTranslation } from 'react-i18next';
import type { DropdownItem } from '../../../server/contracts/companies';
import { ScopeSelect } from './company-store-pickers';

interface CompanyStoreFiltersProps {
  isAdmin: boolean;
  /** Off for a caller fixed to one store (a manager). */
  showStore?: boolean;
  companyUuid: string;
  storeUuid: string;
  companies: readonly DropdownItem[];
  stores: readonly DropdownItem[];
  minWidth: number;
  onCompanyChange: (uuid: string) => void;
  onStoreChange: (uuid: string) => void;
}

export function CompanyStoreFilters({
  isAdmin,
  showStore = true,
  companyUuid,
  storeUuid,
  companies,
  stores,
  minWidth,
  onCompanyChange,
  onStoreChange,
}: CompanyStoreFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      {isAdmin && (
        <ScopeSelect
          size="small"
          minWidth={minWidth}
          label={t('scope.company')}
          value={companyUuid}
          options={companies}
          emptyLabel={t('scope.allCompanies')}
          onChange={onCompanyChange}
        />
      )}
      {showStore && (
        <ScopeSelect
          size="small"
          minWidth={minWidth}
          label={t('scope.store')}
          value={storeUuid}
          options={stores}
          emptyLabel={t('scope.allStores')}
          disabled={isAdmin && !companyUuid}
          helperText={isAdmin && !companyUuid ? t('lists.pickCompanyFirst') : undefined}
          onChange={onStoreChange}
        />
      )}
    </>
  );
}
