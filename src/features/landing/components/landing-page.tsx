import DashboardCustomizeRoundedIcon from '@mui/icons-material/DashboardCustomizeRounded';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import PhoneIphoneRoundedIcon from '@mui/icons-material/PhoneIphoneRounded';
import PointOfSaleRoundedIcon from '@mui/icons-material/PointOfSaleRounded';
import TabletRoundedIcon from '@mui/icons-material/TabletRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';

const FEATURES: { key: 'consumer' | 'kiosk' | 'cashier' | 'backOffice'; icon: ReactNode }[] = [
  { key: 'consumer', icon: <PhoneIphoneRoundedIcon /> },
  { key: 'kiosk', icon: <TabletRoundedIcon /> },
  { key: 'cashier', icon: <PointOfSaleRoundedIcon /> },
  { key: 'backOffice', icon: <DashboardCustomizeRoundedIcon /> },
];

export default function LandingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(null);
  return (
    <>
      <Box
        sx={(theme) => ({
          background:
            `radial-gradient(1200px 500px at 10% -10%, ${alpha(theme.palette.primary.main, 0.18)}, transparent 60%), ` +
            `radial-gradient(900px 400px at 100% 0%, ${alpha(theme.palette.secondary.main, 0.14)}, transparent 60%)`,
        })}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 12 } }}>
          <Stack spacing={3} sx={{ maxWidth: 720 }}>
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
              {t('app.tagline')}
            </Typography>
            <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.1rem', sm: '2.8rem', md: '3.5rem' }, lineHeight: 1.1, letterSpacing: '-0.03em' }}>
              {t('landing.title')}
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, fontSize: { xs: '1rem', md: '1.2rem' } }}>
              {t('landing.subtitle')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
              {user ? (
                <Button component={RouterLink} to={paths.userWelcome} variant="contained" size="large">
                  {t('status.goWelcome')}
                </Button>
              ) : (
                <>
                  <Button component={RouterLink} to={paths.loginMobile} variant="contained" size="large" startIcon={<PhoneIphoneRoundedIcon />}>
                    {t('landing.consumerSignIn')}
                  </Button>
                  <Button component={RouterLink} to={paths.login} variant="outlined" size="large" startIcon={<LoginRoundedIcon />}>
                    {t('landing.staffSignIn')}
                  </Button>
                  <Button component={RouterLink} to={paths.register} variant="text" size="large">
                    {t('landing.register')}
                  </Button>
                </>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('landing.installHint')}
            </Typography>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 10 } }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {FEATURES.map(({ key, icon }) => (
            <Card key={key}>
              <CardContent sx={{ p: 3 }}>
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: (th) => alpha(th.palette.primary.main, 0.12),
                    color: 'primary.main',
                    mb: 2,
                  }}
                >
                  {icon}
                </Box>
                <Typography variant="h6" component="h2" gutterBottom>
                  {t(`landing.features.${key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`landing.features.${key}.text`)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </>
  );
}
