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
  // What both selects share: their size and width, and each one's label and "all" choice.
  const common = { size: 'small', minWidth } as const;
  const company = { ...common, label: t('scope.company'), emptyLabel: t('scope.allCompanies') };
  const store = { ...common, label: t('scope.store'), emptyLabel: t('scope.allStores') };
  const storeWaits = isAdmin && !companyUuid;
  return (
    <>
      {isAdmin && <ScopeSelect {...company} value={companyUuid} options={companies} onChange={onCompanyChange} />}
      {showStore && (
        <ScopeSelect
          {...store}
          value={storeUuid}
          options={stores}
          disabled={storeWaits}
          helperText={storeWaits ? t('lists.pickCompanyFirst') : undefined}
          onChange={onStoreChange}
        />
      )}
    </>
  );
}
