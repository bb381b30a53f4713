// Pieces of the staff notification list: the audience tabs and a notification's cell.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NotificationRow } from '../../../../server/contracts/notifications';
import { formatDateTime } from '../../../lib/format-date';
import { notificationText } from '../../../lib/server-text';
import type { StaffAudience } from '../api/notifications-api';

/** One tab per list the person's role may read. */
export function AudienceTabs({ audiences, value, onChange }: { audiences: StaffAudience[]; value: StaffAudience; onChange: (next: StaffAudience) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_e, next: StaffAudience) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {audiences.map((a) => (
        <Tab key={a} value={a} label={t(`backoffice:notifications.audience.${a}`)} />
      ))}
    </Tabs>
  );
}

/** A notification: a dot and "New" while unread, the title, the text and when it came. */
export function NotificationCell({ n }: { n: NotificationRow }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: n.read ? 'transparent' : 'primary.main' }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: n.read ? 400 : 700 }}>{notificationText(n).title}</Typography>
          {!n.read && <Chip size="small" color="primary" label={t('backoffice:notifications.new')} />}
        </Stack>
        {n.body && <Typography variant="body2">{notificationText(n).body}</Typography>}
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(n.created_at, i18n.language)}
        </Typography>
      </Box>
    </Stack>
  );
}
