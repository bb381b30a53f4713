// Options: the option groups of the stores in scope (sizes, milks, add-ons), each shared by products of its store.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OptionGroup } from '../../../../server/contracts/menu';
import { actionsColumn, DataList, ScopeFilter, statusColumn, TwoLine, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { AddButton } from '../../../components/lists/add-button';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { optionGroupFormPath, paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { listOptionGroups, setOptionGroupStatus } from '../api/option-groups-api';
import { ruleText } from '../rule-text';

const KIND_COLORS = { size: 'primary', single: 'secondary', multiple: 'info' } as const;
const count = (testId: string, value: number) => (
  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
    {value}
  </Box>
);

export default function OptionGroupListPage() {
  const { t } = useTranslation();
  const showStore = useCurrentUser()?.role !== 'manager';
  const list = useDataList({ id: 'option-groups', filters: ['company_uuid', 'store_uuid'], load: (q, signal) => listOptionGroups(q, signal) });
  const right = { align: 'right', headerAlign: 'right' } as const;

  return (
    <ListPage
      title={t('catalogue:options.title')}
      subtitle={t('catalogue:options.subtitle')}
      actions={<AddButton label={t('catalogue:options.add')} to={paths.backOffice.addOptionGroup} />}
    >
      <DataList<OptionGroup>
        list={list} label={t('catalogue:options.title')} searchLabel={t('catalogue:options.search')}
        filters={showStore && <ScopeFilter list={list} />}
        rowTestId="option-group-row" empty={t('catalogue:options.empty')} noMatch={t('catalogue:common.noMatch')}
        columns={[
          { field: 'name', headerName: t('catalogue:options.colGroup'), flex: 2, minWidth: 220,
            renderCell: ({ row }) => (
              <TwoLine
                primary={row.name}
                secondary={<span title={row.options.map((o) => o.name).join(', ')}>{row.options.map((o) => o.name).join(' · ')}</span>}
              />
            ),
          },
          ...(showStore
            ? [{ field: 'store', headerName: t('catalogue:options.colStore'), flex: 1.2, valueGetter: (_v: unknown, row: OptionGroup) => row.store_name }]
            : []),
          { field: 'kind', headerName: t('catalogue:options.colKind'),
            renderCell: ({ row }) => <Chip size="small" variant="outlined" color={KIND_COLORS[row.kind]} label={t(`catalogue:options.kinds.${row.kind}`)} />,
          },
          { field: 'rule', headerName: t('catalogue:options.colRule'), flex: 1.4, minWidth: 180,
            renderCell: ({ row }) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  color={row.required ? 'warning' : 'default'}
                  variant={row.required ? 'filled' : 'outlined'}
                  label={row.required ? t('catalogue:options.required') : t('catalogue:options.optional')}
                  data-testid="option-group-required"
                />
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {ruleText(t, row.min_select, row.max_select)}
                </Typography>
              </Box>
            ),
          },
          {
            field: 'options',
            headerName: t('catalogue:options.colOptions'),
            ...right,
            renderCell: ({ row }) => count('option-group-count', row.options.length),
          },
          {
            field: 'products',
            headerName: t('catalogue:options.colProducts'),
            ...right,
            renderCell: ({ row }) => count('option-group-products', row.product_count),
          },
          statusColumn<OptionGroup>({
            headerName: t('catalogue:common.status'),
            label: (row) => t('catalogue:options.toggleStatus', { name: row.name }),
            testId: 'option-group-status',
            confirmOff: (row) => ({ title: t('lists.offMenuTitle', { name: row.name }), text: t('lists.offMenu.optionGroup') }),
            onChange: async (row, status) => list.replace(await setOptionGroupStatus(row.uuid, status)),
          }),
          actionsColumn<OptionGroup>(t('catalogue:common.actions'), (row) => (
            <RowEditButton label={t('catalogue:options.edit')} name={row.name} to={optionGroupFormPath(row.uuid)} state={{ optionGroup: row }} />
          )),
        ]}
      />
    </ListPage>
  );
}
