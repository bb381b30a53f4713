// The top of the iCash screen: pick a consumer; once picked, their balance with Credit and Debit.
import AddCircleOutlineRoundedIcon from '@mui/icons-material/AddCircleOutlineRounded';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../../server/contracts/users';
import type { WalletSummary } from '../../../../server/contracts/wallet';
import { ConsumerPicker } from '../../../components/forms/consumer-picker';
import { formatMoney } from '../../../lib/money';

interface CashWalletCardProps {
  consumer: UserRow | null;
  onConsumer: (next: UserRow | null) => void;
  wallet: { data: WalletSummary | null; error: Error | null };
  onAdjust: (type: 'credit' | 'debit') => void;
}

export function CashWalletCard({ consumer, onConsumer, wallet, onAdjust }: CashWalletCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
          <ConsumerPicker value={consumer} onChange={onConsumer} />
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
                <Button variant="contained" startIcon={<AddCircleOutlineRoundedIcon />} disabled={!wallet.data} onClick={() => onAdjust('credit')}>
                  {t('backoffice:cash.credit')}
                </Button>
                <Button
                  variant="outlined"
                  color="warning"
                  startIcon={<RemoveCircleOutlineRoundedIcon />}
                  disabled={!wallet.data}
                  onClick={() => onAdjust('debit')}
                >
                  {t('backoffice:cash.debit')}
                </Button>
              </Stack>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
