// iCash: the back-office ledger of every entry in the caller's scope (search, type and company
// filters), or, once a consumer is picked, that consumer's balance and ledger with credit and
// debit (with a reason) for admins, company users and front desk executives.
import AddCircleOutlineRoundedIcon from '@mui/icons-material/AddCircleOutlineRounded';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_ENTRY_TYPES, type WalletEntry, type WalletEntryType } from '../../../../server/contracts/wallet';
import type { UserRow } from '../../../../server/contracts/users';
import { ConsumerPicker } from '../../../components/forms/consumer-picker';
import { SearchField } from '../../../components/forms/search-field';
import { EmptyRow } from '../../../components/lists/empty-row';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { PageHeader } from '../../../components/layouts/page-header';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { LIMITS } from '../../../config/constants';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listAdminCash, listConsumerCash, walletSummary } from '../api/cash-api';
import { CashAdjustDialog } from './cash-adjust-dialog';

const TYPE_COLOR: Record<WalletEntryType, 'success' | 'warning' | 'info' | 'default'> = { credit: 'success', debit: 'warning', refund: 'info', payment: 'default' };

export default function CashListPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  usePageTitle(t('backoffice:cash.title'));
  const [consumer, setConsumer] = useState<UserRow | null>(null);
  const [scope, setScope] = useState<Scope>({});
  const [type, setType] = useState<WalletEntryType | ''>('');
  const [search, setSearch] = useState('');
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [dialog, setDialog] = useState<'credit' | 'debit' | null>(null);
  const [openings, setOpenings] = useState(0);

  const wallet = useAsync(async (signal) => (consumer ? walletSummary(consumer.uuid, signal) : null), [consumer?.uuid]);
  const list = useAsync(
    (signal) =>
      consumer
        ? listConsumerCash(consumer.uuid, { pagenum, limit, search: search || undefined }, signal)
        : listAdminCash({ pagenum, limit, search: search || undefined, company_uuid: scope.company_uuid, type: type || undefined }, signal),
    [consumer?.uuid, pagenum, limit, search, scope.company_uuid, type],
  );
  const items = list.data?.items ?? [];
  const currency = wallet.data?.currency;
  const money = (minor: number) => formatMoney(minor, consumer ? currency : null, i18n.language);
  const showConsumer = !consumer;
  const columns = showConsumer ? 6 : 5;

  const openDialog = (kind: 'credit' | 'debit') => {
    setDialog(kind);
    setOpenings((n) => n + 1);
  };

  return (
    <>
      <PageHeader title={t('backoffice:cash.title')} subtitle={t('backoffice:cash.subtitle')} />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
            <ConsumerPicker
              value={consumer}
              onChange={(next) => {
                setConsumer(next);
                setPagenum(0);
              }}
            />
            {consumer && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, flex: 1, justifyContent: 'space-between' }}>
                <div>
                  <Typography variant="overline" color="text.secondary">
                    {t('backoffice:cash.balanceOf', { name: consumer.name })}
                  </Typography>
                  <Typography variant="h4" component="p" data-testid="cash-balance" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {wallet.data ? formatMoney(wallet.data.balance, wallet.data.currency, i18n.language) : wallet.error ? '—' : '…'}
                  </Typography>
                  {wallet.error && <Typography color="error">{wallet.error.message}</Typography>}
                </div>
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" startIcon={<AddCircleOutlineRoundedIcon />} disabled={!wallet.data} onClick={() => openDialog('credit')}>
                    {t('backoffice:cash.credit')}
                  </Button>
                  <Button variant="outlined" color="warning" startIcon={<RemoveCircleOutlineRoundedIcon />} disabled={!wallet.data} onClick={() => openDialog('debit')}>
                    {t('backoffice:cash.debit')}
                  </Button>
                </Stack>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
          {consumer ? t('backoffice:cash.consumerLedger', { name: consumer.name }) : t('backoffice:cash.allLedger')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' }, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <SearchField
            key={consumer?.uuid ?? 'all'}
            label={t('backoffice:cash.search')}
            onSearch={(term) => {
              setSearch(term);
              setPagenum(0);
            }}
          />
          {!consumer && role === 'admin' && (
            <ScopePicker
              mode="filter"
              value={scope}
              onChange={(next) => {
                setScope({ company_uuid: next.company_uuid });
                setPagenum(0);
              }}
            />
          )}
          {!consumer && (
            <TextField
              select
              size="small"
              label={t('backoffice:cash.type')}
              value={type}
              onChange={(e) => {
                setType(e.target.value as WalletEntryType | '');
                setPagenum(0);
              }}
              helperText=" "
              sx={{ width: { xs: '100%', sm: 170 } }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('backoffice:cash.allTypes')}</MenuItem>
              {WALLET_ENTRY_TYPES.map((ty) => (
                <MenuItem key={ty} value={ty}>
                  {t(`backoffice:cash.types.${ty}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} />
        <TableContainer>
          <Table aria-label={t('backoffice:cash.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 1.5 } } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('backoffice:cash.colDate')}</TableCell>
                {showConsumer && <TableCell>{t('backoffice:cash.colConsumer')}</TableCell>}
                <TableCell>{t('backoffice:cash.colType')}</TableCell>
                <TableCell align="right">{t('backoffice:cash.colAmount')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('backoffice:cash.colBalance')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('backoffice:cash.colReason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && <EmptyRow colSpan={columns}>{t('backoffice:cash.empty')}</EmptyRow>}
              {items.map((e: WalletEntry) => (
                <TableRow key={e.uuid} data-testid="cash-row">
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatDateTime(e.created_at, i18n.language)}</TableCell>
                  {showConsumer && (
                    <TableCell sx={{ maxWidth: 220 }}>
                      <Typography variant="body2" noWrap>
                        {e.user_name}
                      </Typography>
                      {e.user_mobile && (
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {e.user_mobile}
                        </Typography>
                      )}
                    </TableCell>
                  )}
                  <TableCell>
                    <Chip size="small" color={TYPE_COLOR[e.type]} label={t(`backoffice:cash.types.${e.type}`)} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: e.amount < 0 ? 'warning.dark' : 'success.dark', fontWeight: 600 }}>
                    {e.amount > 0 ? '+' : ''}
                    {money(e.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="cash-balance-after">
                    {money(e.balance_after)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, maxWidth: 320 }}>
                    <Typography variant="body2">{e.reason ?? (e.order_id ? t('backoffice:cash.forOrder', { id: e.order_id }) : '—')}</Typography>
                    {e.created_by_name && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('backoffice:cash.by', { name: e.created_by_name })}
                      </Typography>
                    )}
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
      {consumer && wallet.data && dialog && (
        <CashAdjustDialog
          key={openings}
          open
          consumer={consumer}
          balance={wallet.data.balance}
          currency={wallet.data.currency}
          initialType={dialog}
          onClose={() => setDialog(null)}
          onDone={(balance) => {
            setDialog(null);
            wallet.setData((prev) => (prev ? { ...prev, balance } : prev));
            list.reload();
          }}
        />
      )}
    </>
  );
}
