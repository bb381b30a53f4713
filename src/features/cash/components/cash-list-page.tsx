// iCash: the back-office ledger of every entry in the caller's scope (search, type and company
// filters), or, once a consumer is picked, that consumer's balance and ledger with credit and
// debit (with a reason) for admins, company users and front desk executives.
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../../server/contracts/users';
import { WALLET_ENTRY_TYPES, type WalletEntry, type WalletEntryType } from '../../../../server/contracts/wallet';
import { DataList, options, ScopeFilter, SelectFilter, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { formatMoney } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { listAdminCash, listConsumerCash, walletSummary } from '../api/cash-api';
import { CashAdjustDialog } from './cash-adjust-dialog';
import { cashColumns } from './cash-columns';
import { CashWalletCard } from './cash-wallet-card';

export default function CashListPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
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
    <ListPage title={t('backoffice:cash.title')} subtitle={t('backoffice:cash.subtitle')}>
      <CashWalletCard
        consumer={consumer}
        onConsumer={(next) => {
          setConsumer(next);
          list.setFilters({ q: null });
        }}
        wallet={wallet}
        onAdjust={setDialog}
      />
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
        columns={cashColumns({ t, language: i18n.language, money, oneConsumer: Boolean(consumer) })}
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
    </ListPage>
  );
}
