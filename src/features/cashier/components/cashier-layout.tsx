// The frame of every cashier screen: store name, the three screens as tabs, the pickup screen link,
// the sync status of this store's writes, language and the account menu. Full height, no footer:
// the order screen and the boards fill the tablet.
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import TvRoundedIcon from '@mui/icons-material/TvRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { SyncStatus } from '../../../components/offline/sync-status';
import { SkipLink } from '../../../components/skip-link';
import { env } from '../../../config/env';
import { paths, pickupPath } from '../../../config/paths';
import { lazyPart } from '../../../lib/lazy-part';
import { Hint } from '../../../components/hint';

// The shift control and its dialogs (issue 16) come after the till's first screen.
const ShiftControl = lazyPart(() => import('../../shifts/components/shift-control'));

export function CashierLayout({
  storeUuid,
  storeName,
  storeSlug,
  accountMenu,
  children,
}: {
  storeUuid: string;
  storeName: string;
  storeSlug: string;
  accountMenu?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = [
    { to: paths.cashier.order, label: t('cashier:nav.order') },
    { to: paths.cashier.queue, label: t('cashier:nav.queue') },
    { to: paths.cashier.kitchen, label: t('cashier:nav.kitchen') },
  ];
  const current = tabs.find((tab) => pathname === tab.to || pathname === `${tab.to}/`)?.to ?? false;
  const base = env.BASE_URL.replace(/\/$/, '');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', displayPrint: 'none' }}
      >
        <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
          <Box sx={{ minWidth: 0, mr: 1 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.2, display: 'block' }}>
              {t('cashier:modeTitle')}
            </Typography>
            <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {storeName}
            </Typography>
          </Box>
          <Tabs
            value={current}
            aria-label={t('cashier:nav.label')}
            sx={{ minHeight: 48, flexGrow: 1, '& .MuiTab-root': { minHeight: 48, minWidth: 0, px: 1.5, fontWeight: 600 } }}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {tabs.map((tab) => (
              <Tab key={tab.to} value={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
            ))}
          </Tabs>
          {storeSlug &&
            (wide ? (
              <Button href={`${base}${pickupPath(storeSlug)}`} target="_blank" rel="noopener" size="small" endIcon={<OpenInNewRoundedIcon fontSize="small" />}>
                {t('cashier:nav.pickup')}
              </Button>
            ) : (
              // On a till-sized screen the header keeps to one line: the link is its icon, named.
              <Hint title={t('cashier:nav.pickup')}>
                <IconButton href={`${base}${pickupPath(storeSlug)}`} target="_blank" rel="noopener" aria-label={t('cashier:nav.pickup')} color="primary">
                  <TvRoundedIcon />
                </IconButton>
              </Hint>
            ))}
          <ShiftControl storeUuid={storeUuid} />
          <SyncStatus scope={storeUuid} size="small" />
          <LanguageSwitcher />
          {accountMenu}
        </Toolbar>
      </AppBar>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', outline: 'none' }}>
        {children}
      </Box>
    </Box>
  );
}
