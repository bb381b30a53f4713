import AddRoundedIcon from '@mui/icons-material/AddRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Company, Store } from '../../../../server/contracts/companies';
import { PanelList } from '../../../components/lists/panel-list';
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
      <PanelList
        state={stores}
        count={items.length}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={t('companies.stores.empty')}
        emptyGap={2}
        name={{ 'aria-label': `${t('companies.stores.title')} · ${company.name}` }}
        columns={[
          { title: t('companies.stores.colName') },
          { title: t('companies.stores.colAddress'), sx: { display: { xs: 'none', md: 'table-cell' } } },
          { title: t('companies.stores.colPhone'), sx: { display: { xs: 'none', lg: 'table-cell' } } },
          { title: t('companies.stores.colHours'), sx: { display: { xs: 'none', sm: 'table-cell' } } },
          { title: t('common.status') },
          { title: t('common.actions'), align: 'right' },
        ]}
      >
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
              <IconButton
                component={RouterLink}
                to={`${paths.backOffice.pickupSlots}?company=${company.uuid}&store=${store.uuid}`}
                aria-label={t('slots:settings.linkFor', { name: store.name })}
                title={t('slots:settings.linkFor', { name: store.name })}
                size="small"
                data-testid="store-pickup-slots"
              >
                <EventAvailableRoundedIcon fontSize="small" />
              </IconButton>
              <RowEditButton label={t('companies.stores.edit')} name={store.name} size="small" onClick={() => setEditing(store)} />
            </TableCell>
          </TableRow>
        ))}
      </PanelList>
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
