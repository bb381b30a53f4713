// The connection and outbox chip every kiosk and cashier screen shows (ARCHITECTURE.md section 6):
// online or offline (proven by ping), how many writes wait, a "Sync now" action and, when the
// server refused something, a button that opens the conflicts for a person to decide.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { syncNow, useSyncStatus } from '../../lib/offline/sync';
import { lazyPart } from '../../lib/lazy-part';
import { Hint } from '../hint';

// On the kiosk's and till's first screens: the conflicts dialog and the hint (Popper) load after it.
const ConflictsDialog = lazyPart(() => import('./conflicts-dialog').then((m) => ({ default: m.ConflictsDialog })));

function LastSync({ at }: { at: number }) {
  const { t, i18n } = useTranslation('offline');
  return <>{t('offline:lastSync', { time: new Date(at).toLocaleTimeString(i18n.language) })}</>;
}

/** `touch`: buttons at least 48 px high, for kiosk and till screens used by touch. */
export function SyncStatus({ scope, size = 'medium', touch = false }: { scope?: string; size?: 'small' | 'medium'; touch?: boolean }) {
  const { t } = useTranslation('offline');
  const status = useSyncStatus(scope);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const waiting = status.pending > 0 ? t('offline:waiting', { count: status.pending }) : t('offline:allSent');
  // Formatted when the tooltip shows it: a first time format costs a slow phone tens of milliseconds.
  const last = status.lastSyncAt ? <LastSync at={status.lastSyncAt} /> : '';

  const run = async () => {
    setBusy(true);
    try {
      await syncNow();
    } finally {
      setBusy(false);
    }
  };

  const waitingChip = <Chip size={size} variant="outlined" label={status.syncing ? t('offline:syncing') : waiting} data-testid="sync-waiting" />;
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      role="status"
      aria-label={t('offline:statusLabel')}
      data-testid="sync-status"
      data-online={status.online}
      data-pending={status.pending}
      data-conflicts={status.conflicts}
    >
      <Chip
        size={size}
        color={status.online ? 'success' : 'warning'}
        icon={status.online ? <CloudDoneIcon /> : <CloudOffIcon />}
        label={status.online ? t('offline:online') : t('offline:offline')}
      />
      {/* The chip shows at once; its hint joins it when its chunk is there. */}
      <Hint title={status.blocked ? t('offline:signInToSend') : last}>{waitingChip}</Hint>
      <Button
        size={size === 'small' ? 'small' : 'medium'}
        variant="outlined"
        startIcon={<SyncIcon />}
        onClick={() => void run()}
        disabled={busy || status.syncing}
        sx={touch ? { minHeight: 48 } : undefined}
      >
        {t('offline:syncNow')}
      </Button>
      {status.conflicts > 0 && (
        <Badge badgeContent={status.conflicts} color="error">
          <Button
            size={size === 'small' ? 'small' : 'medium'}
            color="error"
            variant="contained"
            startIcon={<WarningAmberIcon />}
            onClick={() => setOpen(true)}
            data-testid="open-conflicts"
            sx={touch ? { minHeight: 48 } : undefined}
          >
            {t('offline:conflicts', { count: status.conflicts })}
          </Button>
        </Badge>
      )}
      <ConflictsDialog open={open} onClose={() => setOpen(false)} scope={scope} />
    </Stack>
  );
}
