import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../../server/contracts/auth';
import { AccountHeading, AccountMenu, accountMenuItem, type AccountMenuEntry } from '../../components/account-menu';
import { initialsOf } from '../../components/layouts/initials';
import { paths } from '../../config/paths';
import { useLogout } from '../../lib/use-auth';

export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries: AccountMenuEntry[] = [
    {
      key: 'switch',
      icon: <SwapHorizRoundedIcon fontSize="small" />,
      label: t('header.switchMode'),
      onClick: () => {
        setAnchor(null);
        navigate(paths.userWelcome);
      },
    },
    {
      key: 'sign-out',
      icon: <LogoutRoundedIcon fontSize="small" />,
      label: t('common.signOut'),
      testId: 'sign-out',
      onClick: async () => {
        setAnchor(null);
        await logout();
        navigate(paths.login, { replace: true });
      },
    },
  ];
  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        // Named by its visible text (name and role), so that what a person sees is what a screen
        // reader or voice control calls it; on a phone, where the text is hidden, by a hidden copy.
        title={t('header.account')}
        aria-haspopup="menu"
        data-testid="user-menu"
        sx={{ borderRadius: 999, pl: 0.5, pr: { xs: 0.5, md: 1.5 }, py: 0.5, gap: 1 }}
      >
        <Avatar aria-hidden sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 14, fontWeight: 700 }}>{initialsOf(user.name)}</Avatar>
        <Box
          component="span"
          sx={{
            display: { xs: 'inline', md: 'none' },
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {user.name}
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'left', maxWidth: 180 }}>
          <Typography variant="body2" sx={{ fontWeight: 650, lineHeight: 1.2 }} noWrap>
            {user.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {t(`roles.${user.role}`)}
          </Typography>
        </Box>
      </ButtonBase>
      <AccountMenu anchor={anchor} onClose={() => setAnchor(null)}>
        <AccountHeading name={user.name} contact={user.email ?? user.mobile}>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {[t(`roles.${user.role}`), user.company_name, user.store_name].filter(Boolean).join(' · ')}
          </Typography>
        </AccountHeading>
        <Divider />
        {entries.map(accountMenuItem)}
      </AccountMenu>
    </>
  );
}
