// The sample notifications (GET /notifications of the mock layer, not the product's own list): each
// with its picture, title, detail and the demo app it links to.
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAsync } from '../../../lib/use-async';
import { demoApi } from '../api/demo-api';
import { LoadState, Panel } from './demo-parts';

export function NotificationsApp() {
  const { t } = useTranslation();
  const notes = useAsync(() => demoApi.notifications(), []);
  return (
    <Panel label={t('backoffice:menu.demo.notifications')} sx={{ maxWidth: 760 }}>
      <LoadState loading={notes.loading && !notes.data} error={notes.error} onRetry={notes.reload} />
      <List disablePadding aria-label={t('backoffice:menu.demo.notifications')}>
        {notes.data?.map((n) => (
          <ListItemButton key={n.id} component={Link} to={n.link} divider data-testid="demo-notification" sx={{ py: 1.5 }}>
            <ListItemAvatar>
              <Avatar src={n.img} alt="" />
            </ListItemAvatar>
            <ListItemText primary={n.title} secondary={n.detail} slotProps={{ primary: { sx: { fontWeight: 650 } } }} />
            <ChevronRightRoundedIcon sx={{ color: 'text.secondary' }} />
          </ListItemButton>
        ))}
      </List>
    </Panel>
  );
}
