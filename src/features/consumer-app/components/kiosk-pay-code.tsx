// "Pay at a kiosk": a one-time code, as a QR code for the kiosk's scanner and as 12 digits to type
// in, with the time it has left. It is made only when asked for, and a new one ends the old one.
import QrCode2RoundedIcon from '@mui/icons-material/QrCode2Rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KioskPayCode } from '../../../../server/contracts/kiosk';
import { ApiError } from '../../../lib/api-client';
import { makeKioskPayCode } from '../api/account-api';

const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

export function KioskPayCodeCard() {
  const { t } = useTranslation();
  const [code, setCode] = useState<KioskPayCode | null>(null);
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!code) return undefined;
    const tick = () => setLeft(Math.max(0, Math.round((new Date(code.expires_at).getTime() - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [code]);

  async function make() {
    setBusy(true);
    setError(null);
    try {
      setCode(await makeKioskPayCode());
    } catch (e) {
      setError(e instanceof ApiError && !e.isNetwork ? e.message : t('consumer:kioskCode.offline'));
    } finally {
      setBusy(false);
    }
  }

  const live = code && left > 0;
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="kiosk-pay-code-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('consumer:kioskCode.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('consumer:kioskCode.hint')}
        </Typography>
        {live ? (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, lineHeight: 0 }}>
              <QRCodeSVG value={code.pay_code} size={200} marginSize={2} title={t('consumer:kioskCode.qr')} />
            </Box>
            <Typography
              component="p"
              sx={{ fontSize: '1.9rem', fontWeight: 800, letterSpacing: '0.06em', fontVariantNumeric: 'tabular-nums' }}
              data-testid="kiosk-pay-code"
            >
              {grouped(code.pay_code)}
            </Typography>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {t('consumer:kioskCode.expires', { minutes: Math.floor(left / 60), seconds: String(left % 60).padStart(2, '0') })}
            </Typography>
            <Button onClick={make} disabled={busy}>
              {t('consumer:kioskCode.again')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            {code && <Alert severity="info">{t('consumer:kioskCode.expired')}</Alert>}
            <Button variant="contained" startIcon={<QrCode2RoundedIcon />} onClick={make} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {t('consumer:kioskCode.show')}
            </Button>
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
