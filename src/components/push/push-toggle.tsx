import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePush } from '../../lib/push/use-push';
import type { PushOwner } from '../../lib/push/push-client';

/** In a consumer's profile: order notifications on this phone, on or off. */
export function PushToggle() {
  const { t } = useTranslation('consumer');
  const owner = useMemo<PushOwner>(() => ({ guest: false }), []);
  const push = usePush(owner);
  const unavailable = push.state === 'unsupported' || push.state === 'blocked';
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="push-toggle-title" data-testid="push-toggle">
      <CardContent>
        <Typography id="push-toggle-title" variant="h6" component="h2" sx={{ fontWeight: 750 }}>
          {t('consumer:push.toggle.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('consumer:push.toggle.hint')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={push.state === 'on'}
              disabled={push.busy || push.state === null || unavailable}
              onChange={(e) => void (e.target.checked ? push.turnOn() : push.turnOff())}
              slotProps={{ input: { 'aria-describedby': 'push-toggle-status' } }}
            />
          }
          label={t('consumer:push.toggle.label')}
        />
        <Typography id="push-toggle-status" variant="body2" color="text.secondary" data-testid="push-toggle-status">
          {push.state === 'unsupported'
            ? t('consumer:push.toggle.unsupported')
            : push.state === 'blocked'
              ? t('consumer:push.blocked')
              : push.state === 'on'
                ? t('consumer:push.toggle.on')
                : push.state === 'off'
                  ? t('consumer:push.toggle.off')
                  : ''}
        </Typography>
        {push.outcome === 'failed' && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('consumer:push.failed')}
            {push.failure ? ` (${push.failure})` : ''}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
