import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AuthUser } from '../../../server/contracts/auth';
import { MenuIcon } from '../../components/menu-icon';
import type { VisibleMenuEntry } from '../../lib/access';
import { initialsOf } from '../../components/layouts/initials';

/** The optional right-hand sidebar ("sidebar on"): who is signed in and shortcuts. */
export function QuickPanel({ user, items }: { user: AuthUser; items: VisibleMenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-label={t('sidebar.title')}
      sx={{ width: 300, flexShrink: 0, display: { xs: 'none', lg: 'block' }, p: 2, pl: 0 }}
      data-testid="quick-panel"
    >
      <Stack spacing={2} sx={{ position: 'sticky', top: 88 }}>
        <Card>
          <CardContent>
            <Typography variant="overline" color="text.secondary">
              {t('sidebar.signedInAs')}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
              <Avatar sx={{ bgcolor: 'primary.main' }}>{initialsOf(user.name)}</Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 650 }} noWrap>
                  {user.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {t(`roles.${user.role}`)}
                </Typography>
              </Box>
            </Stack>
            {(user.company_name || user.store_name) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                {[user.company_name, user.store_name].filter(Boolean).join(' · ')}
              </Typography>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ pb: 1 }}>
            <Typography variant="overline" color="text.secondary">
              {t('sidebar.shortcuts')}
            </Typography>
          </CardContent>
          <List dense sx={{ pt: 0 }}>
            {items.map((i) => (
              <ListItemButton key={i.key} component={RouterLink} to={i.path}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <MenuIcon name={i.icon} fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(i.label)} />
              </ListItemButton>
            ))}
          </List>
        </Card>
      </Stack>
    </Box>
  );
}
