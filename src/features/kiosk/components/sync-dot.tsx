// What a guest sees of the kiosk's connection and outbox: a small coloured dot (green: online and
// everything sent; amber: offline or orders waiting to be sent; red: the server refused an order and
// staff must look). The counts, "Sync now" and the refused orders are in the staff controls (the
// full SyncStatus, revealed by holding the logo). The data-* attributes carry the counts for tests
// and support, as SyncStatus does; the dot gives way to SyncStatus while the staff controls show.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../../lib/offline/sync';

export function SyncDot({ scope }: { scope: string }) {
  const { t } = useTranslation();
  const status = useSyncStatus(scope);
  const state = status.conflicts > 0 ? 'staff' : !status.online ? 'offline' : status.pending > 0 || status.syncing ? 'sending' : 'online';
  const color = { staff: 'error.main', offline: 'warning.main', sending: 'warning.main', online: 'success.main' }[state];
  const label = t(`kiosk:sync.${state}`);
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      data-testid="sync-status"
      data-state={state}
      data-online={status.online}
      data-pending={status.pending}
      data-conflicts={status.conflicts}
      sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: color, flex: '0 0 auto', boxShadow: (theme) => `0 0 0 3px ${theme.palette.divider}` }}
    />
  );
}
