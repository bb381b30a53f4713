// Credit or debit a consumer's iCash with a reason. The amount is typed in major units (12.50);
// the server keeps the ledger from going below zero and its refusal is shown here, in the dialog.
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { cashCreditBodySchema } from '../../../../server/contracts/wallet';
import { FormDialog, MoneyInput, TextInput, useSchemaForm } from '../../../components/form';
import type { MessageKeys } from '../../../lib/form-errors';
import { currencySymbol, formatMoney } from '../../../lib/money';
import { adjustCash } from '../api/cash-api';

interface CashAdjustDialogProps {
  open: boolean;
  consumer: { uuid: string; name: string };
  balance: number;
  currency: string;
  initialType: 'credit' | 'debit';
  onClose: () => void;
  onDone: (balance: number) => void;
}

const MESSAGES: MessageKeys = {
  amount: (code, t) => t(code === 'too_small' ? 'backoffice:cash.errors.amountZero' : 'backoffice:cash.errors.amount'),
  reason: 'backoffice:cash.errors.reason',
};

export function CashAdjustDialog({ consumer, balance, currency, initialType, onClose, onDone }: CashAdjustDialogProps) {
  const { t, i18n } = useTranslation();
  const state = useSchemaForm({
    schema: cashCreditBodySchema,
    defaultValues: { user_uuid: consumer.uuid, type: initialType, amount: undefined as number | undefined, reason: '' },
    messages: MESSAGES,
    save: (body) => adjustCash(body),
    done: (result) => onDone((result as { balance: number }).balance),
    showFailure: true,
  });
  const [type, amount] = state.form.watch(['type', 'amount']);
  const valid = typeof amount === 'number' && Number.isFinite(amount);
  const after = valid ? (type === 'credit' ? balance + amount : balance - amount) : null;
  return (
    <FormDialog
      state={state}
      maxWidth="xs"
      onClose={onClose}
      title={t('backoffice:cash.adjustTitle', { name: consumer.name })}
      submitLabel={type === 'credit' ? t('backoffice:cash.doCredit') : t('backoffice:cash.doDebit')}
      submitColor={type === 'debit' ? 'warning' : 'primary'}
      errorTestId="cash-error"
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('backoffice:cash.balanceNow', { balance: formatMoney(balance, currency, i18n.language) })}</Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={type}
          onChange={(_e, v: 'credit' | 'debit' | null) => v && state.form.setValue('type', v, { shouldDirty: true })}
          aria-label={t('backoffice:cash.type')}
        >
          <ToggleButton value="credit">{t('backoffice:cash.credit')}</ToggleButton>
          <ToggleButton value="debit">{t('backoffice:cash.debit')}</ToggleButton>
        </ToggleButtonGroup>
        <MoneyInput
          name="amount"
          label={t('backoffice:cash.amount')}
          required
          autoFocus
          placeholder=""
          symbol={currencySymbol(currency, i18n.language)}
          help={after !== null ? t('backoffice:cash.balanceAfter', { balance: formatMoney(after, currency, i18n.language) }) : ' '}
        />
        <TextInput
          name="reason"
          label={t('backoffice:cash.reason')}
          required
          multiline
          minRows={2}
          help={t('backoffice:cash.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
    </FormDialog>
  );
}
