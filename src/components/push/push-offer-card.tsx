import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSUMER_ROLES } from '../../../server/contracts/constants/common';
import { useCurrentUser } from '../../lib/use-auth';
import { usePush } from '../../lib/push/use-push';
import { pushChoice, refreshPush, setPushChoice, type PushOwner } from '../../lib/push/push-client';

const OPEN = new Set(['placed', 'accepted', 'preparing']);

/**
 * On an order's page, once the person has ordered (never on a first visit): a card offering to tell
 * this phone when the order is ready. Shown while the order is still being made, where push works,
 * unless notifications are on already, were turned off, or the person said "Not now" (remembered).
 */
export function PushOfferCard({ orderId, status, guest }: { orderId: string; status: string; guest: boolean }) {
  const { t } = useTranslation('consumer');
  const owner = useMemo<PushOwner>(() => (guest ? { guest: true, orderId } : { guest: false }), [guest, orderId]);
  const push = usePush(owner);
  const [choice] = useState(pushChoice);
  const user = useCurrentUser();
  // Staff looking at a consumer's order are not asked: the phone is the consumer's.
  const staff = Boolean(user && !(CONSUMER_ROLES as readonly string[]).includes(user.role));

  // Already on: the server hears again whose phone this is and in which language it speaks.
  const { state, outcome } = push;
  useEffect(() => {
    if (state === 'on' && !outcome && !staff) void refreshPush(owner);
  }, [state, outcome, owner, staff]);

  if (push.outcome === 'on') {
    return (
      <Alert severity="success" sx={{ mt: 2 }} data-testid="push-on">
        {guest ? t('consumer:push.offer.onGuest') : t('consumer:push.offer.on')}
      </Alert>
    );
  }
  if (push.outcome === 'blocked') {
    return (
      <Alert severity="info" sx={{ mt: 2 }} data-testid="push-blocked">
        {t('consumer:push.blocked')}
      </Alert>
    );
  }
  if (push.outcome === 'failed') {
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="push-failed">
        {t('consumer:push.failed')}
        {push.failure ? ` (${push.failure})` : ''}
      </Alert>
    );
  }
  if (staff || push.outcome === 'dismissed' || push.state !== 'off' || (choice !== null && choice !== 'on') || !OPEN.has(status)) return null;

  return (
    <Card variant="outlined" sx={{ mt: 2, borderColor: 'primary.main' }} component="section" aria-labelledby="push-offer-title" data-testid="push-offer">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <NotificationsActiveRoundedIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />
          <div>
            <Typography id="push-offer-title" component="h2" sx={{ fontWeight: 750 }}>
              {t('consumer:push.offer.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('consumer:push.offer.body')}
            </Typography>
          </div>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              setPushChoice('later');
              push.setOutcome('dismissed');
            }}
            disabled={push.busy}
            data-testid="push-later"
          >
            {t('consumer:push.offer.notNow')}
          </Button>
          <Button variant="contained" onClick={() => void push.turnOn()} disabled={push.busy} data-testid="push-turn-on">
            {t('consumer:push.offer.turnOn')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
