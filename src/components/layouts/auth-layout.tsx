import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BrandLogo, BrandMark } from '../brand/brand-logo';
import { LanguageSwitcher } from '../language-switcher';
import { SkipLink } from '../skip-link';

/** Two panes on wide screens (brand story left, form right), one card on phones. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, bgcolor: 'background.default' }}>
      <SkipLink />
      <Box
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          background:
            `linear-gradient(150deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ` +
            `${alpha(theme.palette.secondary.main, 0.9)} 100%)`,
        })}
      >
        <Box component={RouterLink} to={paths.root} sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ bgcolor: '#fff', borderRadius: 2, p: 0.5, display: 'flex' }}>
            <BrandMark size={36} />
          </Box>
          <Typography variant="h5" component="span" sx={{ fontWeight: 750 }}>
            {t('app.title')}
          </Typography>
        </Box>
        <Stack spacing={2} sx={{ maxWidth: 440 }}>
          <Typography variant="h3" component="p" sx={{ fontWeight: 750, lineHeight: 1.15 }}>
            {t('landing.title')}
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>{t('landing.subtitle')}</Typography>
        </Stack>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {t('landing.installHint')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 1.5 }}>
          <Box component={RouterLink} to={paths.root} sx={{ color: 'inherit', textDecoration: 'none', display: { md: 'none' } }}>
            <BrandLogo size={28} />
          </Box>
          <Box sx={{ ml: 'auto' }}>
            <LanguageSwitcher />
          </Box>
        </Stack>
        <Box
          component="main"
          id="main"
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'center',
            px: { xs: 1.5, sm: 3 },
            pb: 4,
          }}
        >
          <Card
            sx={{
              width: '100%',
              maxWidth: 460,
              border: { xs: 0, sm: 1 },
              borderColor: { sm: 'divider' },
              bgcolor: { xs: 'transparent', sm: 'background.paper' },
            }}
          >
            <CardContent sx={{ p: { xs: 1.5, sm: 4 } }}>
              <Outlet />
            </CardContent>
          </Card>
        </Box>
        <Box sx={{ textAlign: 'center', pb: 3 }}>
          <Link component={RouterLink} to={paths.root} variant="body2" underline="hover" color="text.secondary">
            {t('auth.backHome')}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
