import AddBusinessRoundedIcon from '@mui/icons-material/AddBusinessRounded';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRoundedIcon from '@mui/icons-material/KeyboardArrowUpRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Company } from '../../../../server/contracts/companies';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { EmptyRow } from '../../../components/lists/empty-row';
import { SearchField } from '../../../components/forms/search-field';
import { PageHeader } from '../../../components/layouts/page-header';
import { LIMITS } from '../../../config/constants';
import { companyFormPath, paths } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listCompanies, setCompanyStatus } from '../api/companies-api';
import { CompanyStoresPanel } from './company-stores-panel';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { StatusSwitch } from '../../../components/lists/status-switch';

const formatTax = (bps: number, lang: string) => `${(bps / 100).toLocaleString(lang, { maximumFractionDigits: 2 })} %`;

/** Company Management: paged list with search, status switch (admin), and each company's stores. */
export default function CompanyListPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('companies.title'));
  const isAdmin = user?.role === 'admin';
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const list = useAsync((signal) => listCompanies({ pagenum, limit, search: search || undefined }, signal), [pagenum, limit, search]);

  const replace = (updated: Company) =>
    list.setData((prev) => (prev ? { ...prev, items: prev.items.map((c) => (c.uuid === updated.uuid ? { ...c, ...updated } : c)) } : prev));

  const items = list.data?.items ?? [];
  return (
    <>
      <PageHeader
        title={t('companies.title')}
        subtitle={t('companies.subtitle')}
        actions={
          isAdmin && (
            <Button component={RouterLink} to={paths.backOffice.addCompany} variant="contained" startIcon={<AddBusinessRoundedIcon />}>
              {t('companies.add')}
            </Button>
          )
        }
      />
      <Card>
        <Box sx={{ p: 2, pb: 0 }}>
          <SearchField
            label={t('companies.searchLabel')}
            onSearch={(term) => {
              setSearch(term);
              setPagenum(0);
            }}
          />
        </Box>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} loadingLabel={t('app.loading')} failedMessage={t('errors.loadFailed')} />
        <TableContainer>
          <Table aria-label={t('companies.title')} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } }, '& td.MuiTableCell-paddingCheckbox, & th.MuiTableCell-paddingCheckbox': { pl: { xs: 0.5, sm: 1 }, pr: 0 } }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{t('companies.colName')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('companies.colContact')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('companies.colCurrency')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('companies.colTax')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('companies.colStores')}
                </TableCell>
                <TableCell>{t('common.status')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && (
                <EmptyRow colSpan={8}>
                  {t('companies.empty')}
                </EmptyRow>
              )}
              {items.map((company) => {
                const expanded = open === company.uuid;
                return (
                  <Fragment key={company.uuid}>
                    <TableRow hover sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }} data-testid="company-row">
                      <TableCell padding="checkbox">
                        <Tooltip title={expanded ? t('companies.hideStores') : t('companies.showStores')}>
                          <IconButton
                            size="small"
                            aria-expanded={expanded}
                            aria-label={`${expanded ? t('companies.hideStores') : t('companies.showStores')}: ${company.name}`}
                            onClick={() => setOpen(expanded ? null : company.uuid)}
                          >
                            {expanded ? <KeyboardArrowUpRoundedIcon /> : <KeyboardArrowDownRoundedIcon />}
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                      <TableCell sx={{ maxWidth: 280 }}>
                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                          <Avatar
                            src={company.logo ?? undefined}
                            alt=""
                            variant="rounded"
                            sx={{ width: 36, height: 36, display: { xs: 'none', sm: 'flex' }, bgcolor: 'primary.main', fontSize: 15, fontWeight: 700 }}
                          >
                            {company.name.slice(0, 1).toUpperCase()}
                          </Avatar>
                          <Box sx={{ minWidth: 0 }}>
                            <Typography sx={{ fontWeight: 650 }} noWrap>
                              {company.name}
                            </Typography>
                            <Typography variant="caption" color="text.secondary" noWrap component="div">
                              /{company.slug}
                            </Typography>
                          </Box>
                        </Stack>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, maxWidth: 240 }}>
                        <Typography variant="body2" noWrap>
                          {company.email ?? t('common.none')}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {company.mobile ?? ''}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{company.currency}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{formatTax(company.tax_rate_bps, i18n.language)}</TableCell>
                      <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {company.store_count ?? t('common.none')}
                      </TableCell>
                      <TableCell>
                        <StatusSwitch
                          status={company.status}
                          label={t('companies.toggleStatus', { name: company.name })}
                          testId="company-status"
                          onChange={
                            isAdmin
                              ? async (status) => {
                                  const res = await setCompanyStatus(company.uuid, status);
                                  replace(res.data ?? { ...company, status });
                                }
                              : undefined
                          }
                        />
                      </TableCell>
                      <TableCell align="right">
                        <RowEditButton label={t('companies.editCompany')} name={company.name} to={companyFormPath(company.uuid)} state={{ company }} />
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell colSpan={8} sx={{ p: 0, ...(expanded ? {} : { borderBottom: 0 }) }}>
                        <Collapse in={expanded} timeout="auto" unmountOnExit>
                          <CompanyStoresPanel company={company} isAdmin={isAdmin} onCountChange={(d) => replace({ ...company, store_count: (company.store_count ?? 0) + d })} />
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack>
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
        </Stack>
      </Card>
    </>
  );
}
