// iCash: the back-office ledger of every entry in the caller's scope (search, type and company
// filters), or, once a consumer is picked, that consumer's balance and ledger with credit and
// debit (with a reason) for admins, company users and front desk executives.
import AddCircleOutlineRoundedIcon from '@mui/icons-material/AddCircleOutlineRounded';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_ENTRY_TYPES, type WalletEntry, type WalletEntryType } from '../../../../server/contracts/wallet';
import type { UserRow } from '../../../../server/contracts/users';
import { DataList, options, ScopeFilter, SelectFilter, TwoLine, useDataList } from '../../../components/data-list';
import { ConsumerPicker } from '../../../components/forms/consumer-picker';
import { PageHeader } from '../../../components/layouts/page-header';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listAdminCash, listConsumerCash, walletSummary } from '../api/cash-api';
import { CashAdjustDialog } from './cash-adjust-dialog';

const TYPE_COLOR: Record<WalletEntryType, 'success' | 'warning' | 'info' | 'default'> = {
  credit: 'success',
  debit: 'warning',
  refund: 'info',
  payment: 'default',
};
const figures = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export default function CashListPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  usePageTitle(t('backoffice:cash.title'));
  const [consumer, setConsumer] = useState<UserRow | null>(null);
  const [dialog, setDialog] = useState<'credit' | 'debit' | null>(null);
  const wallet = useAsync(async (signal) => (consumer ? walletSummary(consumer.uuid, signal) : null), [consumer?.uuid]);
  const list = useDataList({
    id: 'cash',
    filters: ['company_uuid', 'type'],
    load: ({ company_uuid, type, ...q }, signal) =>
      consumer ? listConsumerCash(consumer.uuid, q, signal) : listAdminCash({ ...q, company_uuid, type: type as WalletEntryType | undefined }, signal),
    deps: [consumer?.uuid],
  });
  const money = (minor: number) => formatMoney(minor, consumer ? wallet.data?.currency : null, i18n.language);

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
                list.setFilters({ q: null });
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
                  <Button variant="contained" startIcon={<AddCircleOutlineRoundedIcon />} disabled={!wallet.data} onClick={() => setDialog('credit')}>
                    {t('backoffice:cash.credit')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="warning"
                    startIcon={<RemoveCircleOutlineRoundedIcon />}
                    disabled={!wallet.data}
                    onClick={() => setDialog('debit')}
                  >
                    {t('backoffice:cash.debit')}
                  </Button>
                </Stack>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
      <DataList<WalletEntry>
        key={consumer?.uuid ?? 'all'} list={list} label={t('backoffice:cash.title')}
        heading={
          <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
            {consumer ? t('backoffice:cash.consumerLedger', { name: consumer.name }) : t('backoffice:cash.allLedger')}
          </Typography>
        }
        searchLabel={t('backoffice:cash.search')}
        filters={
          !consumer && (
            <>
              {role === 'admin' && <ScopeFilter list={list} companyOnly />}
              <SelectFilter
                list={list}
                name="type"
                label={t('backoffice:cash.type')}
                all={t('backoffice:cash.allTypes')}
                options={options(WALLET_ENTRY_TYPES, (v) => t(`backoffice:cash.types.${v}`))}
              />
            </>
          )
        }
        rowTestId="cash-row" empty={t('backoffice:cash.empty')}
        columns={[
          {
            field: 'created_at',
            headerName: t('backoffice:cash.colDate'),
            width: 180,
            valueGetter: (_v, row) => formatDateTime(row.created_at, i18n.language),
          },
          ...(consumer
            ? []
            : [
                { field: 'user_name', headerName: t('backoffice:cash.colConsumer'), flex: 1.4,
                  renderCell: ({ row }: { row: WalletEntry }) => <TwoLine strong={false} primary={row.user_name} secondary={row.user_mobile} />,
                },
              ]),
          { field: 'type', headerName: t('backoffice:cash.colType'),
            renderCell: ({ row }) => <Chip size="small" color={TYPE_COLOR[row.type]} label={t(`backoffice:cash.types.${row.type}`)} />,
          },
          { field: 'amount', headerName: t('backoffice:cash.colAmount'), align: 'right', headerAlign: 'right',
            renderCell: ({ row }) => (
              <Box component="span" sx={{ ...figures, color: row.amount < 0 ? 'warning.dark' : 'success.dark', fontWeight: 600 }}>
                {row.amount > 0 ? '+' : ''}
                {money(row.amount)}
              </Box>
            ),
          },
          { field: 'balance_after', headerName: t('backoffice:cash.colBalance'), align: 'right', headerAlign: 'right',
            renderCell: ({ row }) => (
              <Box component="span" sx={figures} data-testid="cash-balance-after">
                {money(row.balance_after)}
              </Box>
            ),
          },
          { field: 'reason', headerName: t('backoffice:cash.colReason'), flex: 2,
            renderCell: ({ row }) => (
              <TwoLine
                strong={false}
                primary={row.reason ?? (row.order_id ? t('backoffice:cash.forOrder', { id: row.order_id }) : '—')}
                secondary={row.created_by_name && t('backoffice:cash.by', { name: row.created_by_name })}
              />
            ),
          },
        ]}
      />
      {consumer && wallet.data && dialog && (
        <CashAdjustDialog
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
