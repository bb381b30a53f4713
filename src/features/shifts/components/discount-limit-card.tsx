// A store manager's till setting beside the shifts (issue 16): manual discounts per order at the
// till up to this amount need no manager; above it a manager approves on the till. A company user
// sets it in the store form. Shown to a manager (their own store) only.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountPolicy } from '../../../../server/contracts/discounts';
import { api, unwrap } from '../../../lib/api-client';
import { currencySymbol, toMajorText, toMinorUnits } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';

export function DiscountLimitCard({ storeUuid }: { storeUuid: string }) {
  const { t, i18n } = useTranslation();
  const policy = useAsync(
    async (signal) => unwrap(await api.get<DiscountPolicy>('/discount/policy', { store_uuid: storeUuid }, { silent: true, signal })),
    [storeUuid],
  );
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (policy.data) setText(toMajorText(policy.data.approval_limit));
  }, [policy.data]);
  const value = toMinorUnits(text);
  const save = async () => {
    if (value === null) return;
    setBusy(true);
    setError(null);
    try {
      unwrap(await api.put<DiscountPolicy>('/discount/policy', { store_uuid: storeUuid, approval_limit: value }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('discounts:limit.label')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('discounts:limit.help')}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('discounts:limit.label')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={text.trim() !== '' && value === null}
            sx={{ width: 240 }}
            disabled={!policy.data}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">{currencySymbol(policy.data?.currency ?? '', i18n.language)}</InputAdornment> },
            }}
          />
          <Button variant="contained" onClick={() => void save()} disabled={busy || value === null || !policy.data}>
            {t('discounts:limit.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
