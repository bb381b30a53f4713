import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/use-auth';
import { BrandLogo } from '../brand/brand-logo';
import { LanguageSwitcher } from '../language-switcher';
import { SkipLink } from '../skip-link';
import { SiteFooter } from './site-footer';

/** Frame of the landing, information and status pages: logo, language, sign in, footer. */
export function PublicLayout({ children, headerActions }: { children?: ReactNode; headerActions?: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Box component={RouterLink} to={paths.root} sx={{ color: 'inherit', textDecoration: 'none', mr: 'auto', minWidth: 0 }}>
              <BrandLogo />
            </Box>
            <LanguageSwitcher />
            {headerActions ?? (user ? (
              <Button component={RouterLink} to={paths.userWelcome} variant="contained" size="small">
                {t('status.goWelcome')}
              </Button>
            ) : (
              <Button component={RouterLink} to={paths.login} variant="contained" size="small">
                {t('common.signIn')}
              </Button>
            ))}
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {children ?? <Outlet />}
      </Box>
      <Container maxWidth="lg" disableGutters>
        <SiteFooter />
      </Container>
    </Box>
  );
}
