// The current wait ("about 8 min") of a store, for the kiosk's menu header and the till's order
// entry: asked from the server every half minute (src/lib/pickup-slots.ts), hidden until known or
// while the server cannot be asked. Its words live in the `slots` namespace, loaded without
// suspending the screen around it.
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useWaitEstimate } from '../lib/pickup-slots';

export function WaitBadge({ storeUuid, large = false, sx }: { storeUuid: string | null | undefined; large?: boolean; sx?: SxProps<Theme> }) {
  const { t, ready } = useTranslation('slots', { useSuspense: false });
  const wait = useWaitEstimate(storeUuid);
  if (!wait || !ready) return null;
  return (
    <Chip
      icon={<ScheduleRoundedIcon />}
      color="info"
      variant="outlined"
      role="status"
      aria-label={t('slots:wait.label', { count: wait.minutes })}
      label={t('slots:wait.short', { count: wait.minutes })}
      data-testid="wait-badge"
      data-minutes={wait.minutes}
      sx={[
        { fontWeight: 700, flexShrink: 0, ...(large ? { height: 48, fontSize: '1.15rem', px: 1, borderWidth: 2, '& .MuiChip-icon': { fontSize: 28 } } : {}) },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
