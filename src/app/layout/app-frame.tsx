import MenuOpenRoundedIcon from '@mui/icons-material/MenuOpenRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { BrandLogo } from '../../components/brand/brand-logo';
import { Hint } from '../../components/hint';
import { PageLoader } from '../../components/feedback/page-loader';
import { LanguageSwitcher } from '../../components/language-switcher';
import { SiteFooter } from '../../components/layouts/site-footer';
import { SkipLink } from '../../components/skip-link';
import { BREAKPOINTS } from '../../config/constants';
import { demoAppsMenu } from '../../config/demo-apps';
import { backOfficeMenu } from '../../config/menu';
import { paths } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { visibleMenu } from '../../lib/access';
import { useCurrentUser } from '../../lib/use-auth';
import { lazyPart } from '../../lib/lazy-part';
import { useAppDispatch, useAppSelector } from '../store';
import { navColors } from '../theme/create-app-theme';
import { settingsActions } from '../theme/theme-settings-slice';
import { resolveMenuLayout } from './menu-layout';
import { SideNav } from './side-nav';
import { TopNav } from './top-nav';
import { UserMenu } from './user-menu';

// After the frame's first paint (issue 13): the connection badge (nothing to show while online with
// nothing waiting; it brings the outbox's database code), the theme drawer and the quick panel.
const ConnectionIndicator = lazyPart(() => import('../../components/offline/connection-indicator').then((m) => ({ default: m.ConnectionIndicator })));
const ThemeSettingsDrawer = lazyPart(() => import('../theme/theme-settings-drawer').then((m) => ({ default: m.ThemeSettingsDrawer })));
const QuickPanel = lazyPart(() => import('./quick-panel').then((m) => ({ default: m.QuickPanel })));

const HEADER = 64;
const PINNED_WIDTH = 264;
const RAIL_WIDTH = 76;

/** The back-office frame: header, the menu in the placement the settings ask for, content, footer. */
export function AppFrame() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const settings = useAppSelector((s) => s.settings.theme);
  const desktop = useMediaQuery(`(min-width:${BREAKPOINTS.mobile}px)`, { noSsr: true });
  const wide = useMediaQuery(`(min-width:${BREAKPOINTS.verticalUnpinned}px)`, { noSsr: true });
  const layout = resolveMenuLayout(wide ? BREAKPOINTS.verticalUnpinned : desktop ? BREAKPOINTS.mobile : 0, settings);
  const colors = navColors(settings);
  // The template demo apps' entry (issue 19) only in a build that has them.
  const items = useMemo(() => visibleMenu(import.meta.env.DEMO_APPS ? [...backOfficeMenu, demoAppsMenu()] : backOfficeMenu, user), [user]);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [railHover, setRailHover] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  if (!user) return null;
  const vertical = layout === 'vertical-pinned' || layout === 'vertical-unpinned';
  const railExpanded = layout === 'vertical-unpinned' && railHover;

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }} data-menu-layout={layout}>
      <SkipLink />
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ minHeight: HEADER, gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          {layout === 'mobile' && (
            <IconButton edge="start" onClick={() => setMobileOpen(true)} aria-label={t('header.openMenu')} data-testid="open-menu">
              <MenuRoundedIcon />
            </IconButton>
          )}
          {wide && vertical && (
            <Hint title={settings.menuBehaviour === 'pinned' ? t('header.collapseMenu') : t('header.openMenu')}>
              <IconButton
                edge="start"
                aria-label={settings.menuBehaviour === 'pinned' ? t('header.collapseMenu') : t('header.openMenu')}
                onClick={() =>
                  dispatch(
                    settingsActions.settingChanged({ key: 'menuBehaviour', value: settings.menuBehaviour === 'pinned' ? 'unpinned' : 'pinned' }),
                  )
                }
              >
                {settings.menuBehaviour === 'pinned' ? <MenuOpenRoundedIcon /> : <MenuRoundedIcon />}
              </IconButton>
            </Hint>
          )}
          <Box
            component={RouterLink}
            to={paths.backOffice.dashboard}
            sx={{ color: 'inherit', textDecoration: 'none', mr: 'auto', minWidth: 0, display: 'flex' }}
          >
            <BrandLogo size={30} />
          </Box>
          <ConnectionIndicator />
          <NotificationBell />
          <LanguageSwitcher />
          <Hint title={t('header.themeSettings')}>
            <IconButton onClick={() => setSettingsOpen(true)} aria-label={t('header.themeSettings')} data-testid="open-theme-settings">
              <TuneRoundedIcon />
            </IconButton>
          </Hint>
          <UserMenu user={user} />
        </Toolbar>
        {layout === 'horizontal' && <TopNav items={items} colors={colors} />}
      </AppBar>

      <Box sx={{ display: 'flex', alignItems: 'stretch' }}>
        {layout === 'mobile' && (
          <Drawer
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            slotProps={{ paper: { sx: { width: 288, bgcolor: colors.bg, color: colors.fg } } }}
          >
            <Box sx={{ px: 2.5, py: 2, borderBottom: 1, borderColor: colors.border }}>
              <BrandLogo size={28} />
            </Box>
            <SideNav items={items} colors={colors} onNavigate={() => setMobileOpen(false)} />
          </Drawer>
        )}
        {vertical && (
          <Box sx={{ width: layout === 'vertical-pinned' ? PINNED_WIDTH : RAIL_WIDTH, flexShrink: 0, position: 'relative', transition: 'width .2s' }}>
            <Box
              onMouseEnter={() => setRailHover(true)}
              onMouseLeave={() => setRailHover(false)}
              onFocus={() => setRailHover(true)}
              onBlur={() => setRailHover(false)}
              sx={{
                position: 'fixed',
                top: HEADER,
                bottom: 0,
                left: 0,
                width: layout === 'vertical-pinned' || railExpanded ? PINNED_WIDTH : RAIL_WIDTH,
                bgcolor: colors.bg,
                color: colors.fg,
                borderRight: 1,
                borderColor: colors.border,
                overflowY: 'auto',
                overflowX: 'hidden',
                transition: 'width .2s',
                // Under the header's shadow and every modal (settings drawer, menus, dialogs).
                zIndex: (th) => th.zIndex.appBar - 1,
                boxShadow: railExpanded ? 8 : 0,
              }}
            >
              <SideNav items={items} colors={colors} collapsed={layout === 'vertical-unpinned' && !railExpanded} />
            </Box>
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: `calc(100dvh - ${HEADER}px)` }}>
          <Box sx={{ display: 'flex', flex: 1 }}>
            <Box
              component="main"
              id="main"
              sx={{
                flex: 1,
                minWidth: 0,
                px: { xs: 1.5, sm: 3 },
                py: { xs: 2, sm: 3 },
                mx: 'auto',
                width: '100%',
                maxWidth: settings.layout === 'boxed' ? 1320 : 'none',
              }}
              data-layout={settings.layout}
            >
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </Box>
            {settings.sidebar === 'on' && <QuickPanel user={user} items={items} />}
          </Box>
          <Box sx={{ px: { xs: 0, sm: 1 } }}>
            <SiteFooter />
          </Box>
        </Box>
      </Box>
      <ThemeSettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}
