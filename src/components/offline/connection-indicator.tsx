// A compact connection badge for the back-office header: nothing while online with nothing waiting,
// "Offline" when the ping fails, and the number of writes waiting or refused otherwise (the full
// <SyncStatus> with its actions lives on the kiosk and cashier screens).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { syncNow, useSyncStatus } from '../../lib/offline/sync';
import { ConflictsDialog } from './conflicts-dialog';

export function ConnectionIndicator() {
  const { t } = useTranslation('offline');
  const status = useSyncStatus();
  const [open, setOpen] = useState(false);
  if (status.conflicts > 0) {
    return (
      <>
        <Chip
          size="small"
          color="error"
          icon={<WarningAmberIcon />}
          label={t('offline:conflicts', { count: status.conflicts })}
          onClick={() => setOpen(true)}
          data-testid="connection-indicator"
        />
        <ConflictsDialog open={open} onClose={() => setOpen(false)} />
      </>
    );
  }
  if (!status.online) {
    return (
      <Chip
        size="small"
        color="warning"
        icon={<CloudOffIcon />}
        label={t('offline:offline')}
        onClick={() => void syncNow()}
        data-testid="connection-indicator"
      />
    );
  }
  if (status.pending > 0) {
    return (
      <Chip
        size="small"
        icon={<SyncIcon />}
        label={t('offline:waiting', { count: status.pending })}
        onClick={() => void syncNow()}
        data-testid="connection-indicator"
      />
    );
  }
  return null;
}
