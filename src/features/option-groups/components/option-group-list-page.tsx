import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleText } from '../rule-text';
import { Link as RouterLink } from 'react-router-dom';
import type { OptionGroup } from '../../../../server/contracts/menu';
import { SearchField } from '../../../components/forms/search-field';
import { PageHeader } from '../../../components/layouts/page-header';
import { EmptyRow } from '../../../components/lists/empty-row';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { StatusSwitch } from '../../../components/lists/status-switch';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { LIMITS } from '../../../config/constants';
import { optionGroupFormPath, paths } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listOptionGroups, setOptionGroupStatus } from '../api/option-groups-api';

const KIND_COLORS = { size: 'primary', single: 'secondary', multiple: 'info' } as const;

/** Options: the option groups of the stores in scope (sizes, milks, add-ons), each shared by products of its store. */
export default function OptionGroupListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const role = user?.role;
  usePageTitle(t('catalogue:options.title'));
  const [scope, setScope] = useState<Scope>({});
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [search, setSearch] = useState('');
  const list = useAsync(
    (signal) => listOptionGroups({ pagenum, limit, search: search || undefined, company_uuid: scope.company_uuid, store_uuid: scope.store_uuid }, signal),
    [pagenum, limit, search, scope.company_uuid, scope.store_uuid],
  );
  const items = list.data?.items ?? [];
  const showStore = role !== 'manager';

  const replace = (updated: OptionGroup) =>
    list.setData((prev) => (prev ? { ...prev, items: prev.items.map((g) => (g.uuid === updated.uuid ? { ...g, ...updated } : g)) } : prev));

  return (
    <>
      <PageHeader
        title={t('catalogue:options.title')}
        subtitle={t('catalogue:options.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.backOffice.addOptionGroup} variant="contained" startIcon={<AddRoundedIcon />}>
            {t('catalogue:options.add')}
          </Button>
        }
      />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' }, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <SearchField
            label={t('catalogue:options.search')}
            onSearch={(term) => {
              setSearch(term);
              setPagenum(0);
            }}
          />
          {showStore && (
            <ScopePicker
              mode="filter"
              value={scope}
              onChange={(next) => {
                setScope(next);
                setPagenum(0);
              }}
            />
          )}
        </Stack>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} loadingLabel={t('catalogue:common.loading')} failedMessage={t('catalogue:common.loadFailed')} />
        <TableContainer>
          <Table aria-label={t('catalogue:options.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 1.5 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('catalogue:options.colGroup')}</TableCell>
                {showStore && <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('catalogue:options.colStore')}</TableCell>}
                <TableCell>{t('catalogue:options.colKind')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('catalogue:options.colRule')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('catalogue:options.colOptions')}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('catalogue:options.colProducts')}
                </TableCell>
                <TableCell>{t('catalogue:common.status')}</TableCell>
                <TableCell align="right">{t('catalogue:common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && <EmptyRow colSpan={8}>{search ? t('catalogue:common.noMatch') : t('catalogue:options.empty')}</EmptyRow>}
              {items.map((g) => (
                <TableRow key={g.uuid} hover data-testid="option-group-row">
                  <TableCell sx={{ maxWidth: 360 }}>
                    <Typography sx={{ fontWeight: 650 }} noWrap>
                      {g.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div" title={g.options.map((o) => o.name).join(', ')}>
                      {g.options.map((o) => o.name).join(' · ')}
                    </Typography>
                  </TableCell>
                  {showStore && (
                    <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, maxWidth: 220 }}>
                      <Typography variant="body2" noWrap>
                        {g.store_name}
                      </Typography>
                    </TableCell>
                  )}
                  <TableCell>
                    <Chip size="small" variant="outlined" color={KIND_COLORS[g.kind]} label={t(`catalogue:options.kinds.${g.kind}`)} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Chip
                        size="small"
                        color={g.required ? 'warning' : 'default'}
                        variant={g.required ? 'filled' : 'outlined'}
                        label={g.required ? t('catalogue:options.required') : t('catalogue:options.optional')}
                        data-testid="option-group-required"
                      />
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {ruleText(t, g.min_select, g.max_select)}
                      </Typography>
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }} data-testid="option-group-count">
                    {g.options.length}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }} data-testid="option-group-products">
                    {g.product_count}
                  </TableCell>
                  <TableCell>
                    <StatusSwitch
                      status={g.status}
                      label={t('catalogue:options.toggleStatus', { name: g.name })}
                      testId="option-group-status"
                      onChange={async (status) => replace(await setOptionGroupStatus(g.uuid, status))}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <RowEditButton label={t('catalogue:options.edit')} name={g.name} to={optionGroupFormPath(g.uuid)} state={{ optionGroup: g }} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager
          total={list.data?.total ?? 0}
          pageCount={list.data?.pageCount}
          pagenum={pagenum}
          limit={limit}
          onPage={setPagenum}
          onLimit={(l) => {
            setLimit(l);
            setPagenum(0);
          }}
        />
      </Card>
    </>
  );
}
