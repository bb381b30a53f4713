import AddRoundedIcon from '@mui/icons-material/AddRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company, Store } from '../../../../server/contracts/companies';
import { useAsync } from '../../../lib/use-async';
import { listStores, setStoreStatus } from '../api/companies-api';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { StatusSwitch } from '../../../components/lists/status-switch';
import { StoreFormDialog } from './store-form-dialog';

const PAGE_SIZE = 10;

/** The stores of one company, opened under its row: list, add, edit, status switch. */
export function CompanyStoresPanel({ company, isAdmin, onCountChange }: { company: Company; isAdmin: boolean; onCountChange: (delta: number) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Store | 'new' | null>(null);
  const stores = useAsync((signal) => listStores({ company_uuid: company.uuid, page, limit: PAGE_SIZE }, isAdmin, signal), [company.uuid, page, isAdmin]);
  const items = stores.data?.items ?? [];

  const replace = (updated: Store) =>
    stores.setData((prev) => (prev ? { ...prev, items: prev.items.map((s) => (s.uuid === updated.uuid ? { ...s, ...updated } : s)) } : prev));

  return (
    <Box
      sx={(th) => ({ bgcolor: alpha(th.palette.primary.main, 0.035), borderTop: 1, borderBottom: 1, borderColor: 'divider', px: { xs: 1.5, md: 3 }, py: 2 })}
      data-testid="stores-panel"
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StorefrontRoundedIcon color="primary" fontSize="small" />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 650 }}>
            {t('companies.stores.title')} · {company.name}
          </Typography>
        </Stack>
        <Button size="small" variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => setEditing('new')}>
          {t('companies.stores.add')}
        </Button>
      </Stack>
      <Box sx={{ height: 4 }}>{stores.loading && <LinearProgress />}</Box>
      {stores.error && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={stores.reload}>{t('common.retry')}</Button>}>
          {stores.error.message || t('errors.loadFailed')}
        </Alert>
      )}
      {!stores.loading && !stores.error && items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('companies.stores.empty')}
        </Typography>
      )}
      {items.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`${t('companies.stores.title')} · ${company.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>{t('companies.stores.colName')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('companies.stores.colAddress')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('companies.stores.colPhone')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('companies.stores.colHours')}</TableCell>
                <TableCell>{t('common.status')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((store) => (
                <TableRow key={store.uuid} hover data-testid="store-row">
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {store.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      /{store.slug}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, maxWidth: 260 }}>{store.address ?? t('common.none')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{store.phone ?? t('common.none')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{store.opening_hours ?? t('common.none')}</TableCell>
                  <TableCell>
                    <StatusSwitch
                      status={store.status}
                      label={t('companies.stores.toggleStatus', { name: store.name })}
                      onChange={async (status) => {
                        const res = await setStoreStatus(store.uuid, status);
                        replace(res.data ?? { ...store, status });
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <RowEditButton label={t('companies.stores.edit')} name={store.name} size="small" onClick={() => setEditing(store)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {(stores.data?.pageCount ?? 0) > 1 && (
        <TablePagination
          component="div"
          count={stores.data?.total ?? 0}
          page={page}
          onPageChange={(_e, p) => setPage(p)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
        />
      )}
      {editing && (
        <StoreFormDialog
          company={company}
          store={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            const wasNew = editing === 'new';
            setEditing(null);
            if (saved && !wasNew) replace(saved);
            else stores.reload();
            if (wasNew) onCountChange(1);
          }}
        />
      )}
    </Box>
  );
}
