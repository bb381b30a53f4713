import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { initialsOf } from '../../../components/layouts/initials';
import { MenuIcon } from '../../../components/menu-icon';
import { backOfficeMenu } from '../../../config/menu';
import { visibleMenu } from '../../../lib/access';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { dashboardLevel } from '../api/dashboard-api';
import { DashboardPanel } from './dashboard-panel';
import { lazyPart } from '../../../lib/lazy-part';

// Loaded after the figures, like the charts: the dashboard's first load stays within its budget.
const AttentionPanel = lazyPart(() => import('./attention-panel').then((m) => ({ default: m.AttentionPanel })));

/** The back-office start page: who you are, the figures of your scope and what needs attention now
 * (for roles the server gives a dashboard), or shortcuts to your sections (front desk, cashier). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('menu.dashboard'));
  if (!user) return null;
  const sections = visibleMenu(backOfficeMenu, user).filter((e) => e.key !== 'dashboard');
  const level = dashboardLevel(user.role);

  return (
    <Stack spacing={3}>
      <Card
        sx={(theme) => ({
          border: 0,
          color: theme.palette.primary.contrastText,
          background: `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 60%, ${alpha(theme.palette.secondary.main, 0.85)})`,
        })}
      >
        <CardContent sx={{ p: { xs: 2, md: 2.5 }, '&:last-child': { pb: { xs: 2, md: 2.5 } } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Avatar sx={{ width: 48, height: 48, bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit', fontWeight: 700, fontSize: 18 }}>
              {initialsOf(user.name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
                {t('dashboard.welcome', { name: user.name })}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.9, mt: 0.25 }}>
                {t('dashboard.roleLine', { role: t(`roles.${user.role}`) })}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                <Chip size="small" label={t(`roles.${user.role}`)} sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }} data-testid="dashboard-role" />
                {user.company_name && (
                  <Chip size="small" label={`${t('dashboard.company')}: ${user.company_name}`} sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }} />
                )}
                {user.store_name && (
                  <Chip size="small" label={`${t('dashboard.store')}: ${user.store_name}`} sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }} />
                )}
                {user.role === 'admin' && <Chip size="small" label={t('dashboard.scopeAll')} sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }} />}
              </Stack>
            </Box>
          </Stack>
        </CardContent>
      </Card>

      {level && <DashboardPanel level={level} />}

      {level ? <AttentionPanel /> : <Shortcuts sections={sections} />}
    </Stack>
  );
}

/** Roles without figures (front desk, cashier) get their sections as shortcuts. */
function Shortcuts({ sections }: { sections: ReturnType<typeof visibleMenu> }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.manageTitle')}
      </Typography>
      {sections.length === 0 && <Alert severity="warning">{t('dashboard.empty')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {sections.map((s) => (
          <Card key={s.key}>
            <CardActionArea component={RouterLink} to={s.path} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <Box
                  sx={{
                    width: 44,
                    height: 44,
                    flexShrink: 0,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: (th) => alpha(th.palette.primary.main, 0.12),
                    color: 'primary.main',
                  }}
                >
                  <MenuIcon name={s.icon} />
                </Box>
                <Typography sx={{ fontWeight: 650, lineHeight: 1.3, overflowWrap: 'anywhere' }}>{t(s.label)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
