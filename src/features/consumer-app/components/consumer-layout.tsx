import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import AccountCircleRoundedIcon from '@mui/icons-material/AccountCircleRounded';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import ShoppingBagRoundedIcon from '@mui/icons-material/ShoppingBagRounded';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AccountHeading, AccountMenu, accountMenuItem, type AccountMenuEntry } from '../../../components/account-menu';
import { BrandMark } from '../../../components/brand/brand-logo';
import { PageLoader } from '../../../components/feedback/page-loader';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { SkipLink } from '../../../components/skip-link';
import { paths } from '../../../config/paths';
import { modesForRole } from '../../../lib/access';
import { reconnectSocket } from '../../../lib/socket';
import { useCurrentUser, useLogout } from '../../../lib/use-auth';
import { useCart } from '../hooks/use-cart';
import { useUnreadCount } from '../hooks/use-unread-count';
import { lazyPart } from '../../../lib/lazy-part';

// Shown only offline or after an offline cart was answered: loaded after the first screen.
const OfflineNote = lazyPart(() => import('../offline/offline-parts'));

/** Where the back arrow leads: one level up the consumer app, or nowhere on its home. */
function parentOf(pathname: string, signedIn: boolean, companySlug: string | null): string | null {
  const base = paths.consumer.home;
  if (pathname === base || pathname === `${base}/`) return null;
  const rest = pathname.slice(base.length + 1).split('/').filter(Boolean);
  // A guest has no order list: their way back is the menus.
  if (rest[0] === 'orders' && rest.length > 1) return signedIn ? paths.consumer.orders : companySlug ? `${base}/${companySlug}` : base;
  if (['cart', 'orders', 'wallet', 'profile', 'notifications'].includes(rest[0] ?? '')) return null;
  if (rest.length >= 2) return `${base}/${rest[0]}`;
  return base;
}

/** The consumer app's frame: back arrow, company name, language, cart and account. Phone first. */
export function ConsumerLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { cart, company, offline, changes } = useCart();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const unread = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const parent = parentOf(location.pathname, Boolean(user), company?.slug ?? null);
  const from = `${location.pathname}${location.search}`;
  const isTopLevel = parent === null && location.pathname !== paths.consumer.home;
  const onCart = location.pathname === paths.consumer.cart;

  // The socket's rooms follow the signed-in user.
  const userUuid = user?.uuid ?? null;
  useEffect(() => {
    reconnectSocket();
  }, [userUuid]);

  const go = (to: string, state?: { from: string }) => {
    setAnchor(null);
    navigate(to, { state });
  };
  const small = (Icon: typeof LoginRoundedIcon) => <Icon fontSize="small" />;
  const roleModes = user ? modesForRole(user.role) : [];
  const accountEntries: AccountMenuEntry[] = [
    { key: 'orders', icon: small(ReceiptLongRoundedIcon), label: t('consumer:nav.orders'), onClick: () => go(paths.consumer.orders) },
    { key: 'wallet', icon: small(AccountBalanceWalletRoundedIcon), label: t('consumer:nav.wallet'), onClick: () => go(paths.consumer.wallet) },
    {
      key: 'notifications',
      icon: (
        <Badge badgeContent={unread ?? 0} color="error" invisible={!unread} max={99}>
          {small(NotificationsRoundedIcon)}
        </Badge>
      ),
      label: t('consumer:nav.notifications'),
      onClick: () => go(paths.consumer.notifications),
      testId: 'menu-notifications',
    },
    { key: 'profile', icon: small(PersonRoundedIcon), label: t('consumer:nav.profile'), onClick: () => go(paths.consumer.profile) },
    // Someone with other modes (back office, till) can switch to them.
    ...(roleModes.length > 1 || !roleModes.includes('consumer')
      ? [{ key: 'mode', icon: small(SwapHorizRoundedIcon), label: t('consumer:nav.switchMode'), onClick: () => go(paths.userWelcome) }]
      : []),
  ];
  const signOut: AccountMenuEntry = {
    key: 'out',
    icon: small(LogoutRoundedIcon),
    label: t('consumer:nav.signOut'),
    testId: 'consumer-sign-out',
    onClick: async () => {
      setAnchor(null);
      // This phone stops getting the account's order notifications (before the token goes; at most 2 s).
      await Promise.race([import('../../../lib/push/push-client').then((m) => m.forgetPush()).catch(() => undefined), new Promise((r) => setTimeout(r, 2000))]);
      // The carts kept on this phone for offline use leave with the person.
      if (user) await import('../offline/cart-store').then((m) => m.forgetCarts(user.uuid)).catch(() => undefined);
      await logout();
      navigate(paths.consumer.home, { replace: true });
    },
  };
  const guestEntries: AccountMenuEntry[] = [
    { key: 'in', icon: small(LoginRoundedIcon), label: t('consumer:nav.signIn'), onClick: () => go(paths.login, { from }), testId: 'consumer-sign-in' },
    { key: 'mobile', icon: small(LoginRoundedIcon), label: t('consumer:nav.signInMobile'), onClick: () => go(paths.loginMobile, { from }) },
    { key: 'register', icon: small(PersonAddRoundedIcon), label: t('consumer:nav.register'), onClick: () => go(paths.register, { from }) },
  ];

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" disableGutters>
          <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>
            {parent || isTopLevel ? (
              <IconButton
                edge="start"
                aria-label={t('consumer:nav.back')}
                onClick={() => (parent ? navigate(parent) : navigate(-1))}
                data-testid="consumer-back"
              >
                <ArrowBackRoundedIcon />
              </IconButton>
            ) : null}
            <Box
              component={RouterLink}
              to={company ? `${paths.consumer.home}/${company.slug}` : paths.consumer.home}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0, mr: 'auto' }}
            >
              <BrandMark size={28} />
              <Typography component="span" noWrap sx={{ fontWeight: 750, fontSize: { xs: '1rem', sm: '1.15rem' } }} data-testid="consumer-title">
                {company?.name ?? t('consumer:nav.title')}
              </Typography>
            </Box>
            <LanguageSwitcher />
            <IconButton
              component={RouterLink}
              to={paths.consumer.cart}
              aria-label={t('consumer:nav.cartWithCount', { count: cart?.item_count ?? 0 })}
              data-testid="cart-button"
            >
              <Badge badgeContent={cart?.item_count ?? 0} color="primary" max={99}>
                <ShoppingBagRoundedIcon />
              </Badge>
            </IconButton>
            <IconButton
              onClick={(e) => setAnchor(e.currentTarget)}
              aria-label={unread ? t('consumer:nav.accountUnread', { count: unread }) : t('consumer:nav.account')}
              aria-haspopup="menu"
              data-testid="consumer-account"
              sx={{ mr: 0.5 }}
            >
              <Badge badgeContent={unread || null} color="error" max={99} invisible={!unread}>
                <AccountCircleRoundedIcon />
              </Badge>
            </IconButton>
          </Toolbar>
        </Container>
        {offline && <OfflineNote banner />}
      </AppBar>
      <AccountMenu anchor={anchor} onClose={() => setAnchor(null)}>
        {user
          ? [
              <AccountHeading key="who" name={user.name} contact={user.email ?? user.mobile} />,
              <Divider key="d1" />,
              ...accountEntries.map(accountMenuItem),
              <Divider key="d2" />,
              accountMenuItem(signOut),
            ]
          : guestEntries.map(accountMenuItem)}
      </AccountMenu>
      <Box component="main" id="main" sx={{ flex: 1, pb: 10 }}>
        <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 }, pt: { xs: 2, sm: 3 } }}>
          {!onCart && changes.length > 0 && <OfflineNote />}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
    </Box>
  );
}
