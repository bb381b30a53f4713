// Binding this device as a kiosk: a manager, company user or administrator signs in (or is signed in
// already), picks the store and names the kiosk. The binding is kept on the device; the staff session
// is then ended, so the kiosk never carries a staff login. The language every new guest starts in is
// chosen here too (kept with the binding on this device; English unless chosen).
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../../config/constants';
import { ApiError } from '../../../lib/api-client';
import { getTokens } from '../../../lib/auth-session';
import { saveKioskBinding } from '../../../lib/kiosk-device';
import { useCurrentUser, useLogout } from '../../../lib/use-auth';
import { useBusy } from '../../../lib/use-busy';
import { usePageTitle } from '../../../lib/use-page-title';
import { bindKiosk, staffSignIn, staffSignOut, storesFor, type StoreChoice } from '../api/kiosk-api';
import { StaffSignInFields } from './staff-sign-in-fields';
import { ErrorNote } from '../../../components/error-note';

export const BINDER_ROLES = ['manager', 'company', 'admin'];

const messageOf = (e: unknown, fallback: string) => (e instanceof ApiError && !e.isNetwork ? e.message : fallback);

export function BindScreen() {
  const { t } = useTranslation();
  usePageTitle(t('kiosk:bind.title'));
  const user = useCurrentUser();
  const logout = useLogout();
  const sessionToken = user && BINDER_ROLES.includes(user.role) ? (getTokens()?.token ?? null) : null;
  // A token from this screen's own sign-in (signed out after binding), else the app's session.
  const [ownToken, setOwnToken] = useState<string | null>(null);
  const token = ownToken ?? sessionToken;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [stores, setStores] = useState<StoreChoice[] | null>(null);
  const [storeUuid, setStoreUuid] = useState('');
  const [name, setName] = useState(t('kiosk:bind.defaultName'));
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const { busy, setBusy, error, setError, run } = useBusy((e) => messageOf(e, t('kiosk:errors.network')));

  useEffect(() => {
    if (!token) return;
    let live = true;
    storesFor(token)
      .then((list) => {
        if (!live) return;
        setStores(list);
        if (list.length === 1) setStoreUuid(list[0].uuid);
      })
      .catch((e: unknown) => live && setError(messageOf(e, t('kiosk:errors.network'))));
    return () => {
      live = false;
    };
  }, [token, t, setError]);

  function signIn(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const answer = await staffSignIn(email.trim(), password);
      if (!BINDER_ROLES.includes(answer.role)) {
        await staffSignOut(answer.token);
        setError(t('kiosk:staff.notAllowed'));
        return;
      }
      setPassword('');
      setOwnToken(answer.token);
    });
  }

  async function bind(e: FormEvent) {
    e.preventDefault();
    if (!token) return;
    // Not `run`: after binding the screen gives way to the kiosk, so the button stays busy.
    setBusy(true);
    setError(null);
    try {
      const result = await bindKiosk(token, { store_uuid: storeUuid, name: name.trim() });
      const { token: deviceToken, ...info } = result;
      saveKioskBinding({ ...info, token: deviceToken, language });
      if (ownToken) await staffSignOut(ownToken);
      else await logout();
    } catch (err) {
      setError(messageOf(err, t('kiosk:errors.network')));
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper sx={{ p: { xs: 3, md: 5 }, width: '100%', maxWidth: 560 }} elevation={3}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <StorefrontRoundedIcon color="primary" sx={{ fontSize: 40 }} />
            <Typography variant="h4" component="h1">
              {t('kiosk:bind.title')}
            </Typography>
          </Stack>
          <LanguageSwitcher color="primary" />
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('kiosk:bind.intro')}
        </Typography>
        <ErrorNote error={error} sx={{ mb: 2 }} />
        {!token ? (
          <Stack component="form" spacing={2} onSubmit={signIn} aria-label={t('kiosk:bind.signInTitle')}>
            <Typography variant="h6" component="h2">
              {t('kiosk:bind.signInTitle')}
            </Typography>
            <StaffSignInFields email={email} password={password} onEmail={setEmail} onPassword={setPassword} disabled={busy} />
            <Button type="submit" variant="contained" size="large" disabled={busy || !email || !password}>
              {t('kiosk:staff.signIn')}
            </Button>
          </Stack>
        ) : (
          <Stack component="form" spacing={2} onSubmit={bind} aria-label={t('kiosk:bind.storeTitle')}>
            <Typography variant="h6" component="h2">
              {t('kiosk:bind.storeTitle')}
            </Typography>
            <TextField
              select
              label={t('kiosk:bind.store')}
              value={storeUuid}
              onChange={(e) => setStoreUuid(e.target.value)}
              required
              disabled={busy || !stores}
              fullWidth
            >
              {(stores ?? []).map((s) => (
                <MenuItem key={s.uuid} value={s.uuid}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('kiosk:bind.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              disabled={busy}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 80 } }}
              helperText={t('kiosk:bind.nameHelp')}
            />
            <TextField
              select
              label={t('kiosk:bind.language')}
              value={language}
              onChange={(e) => setLanguage(e.target.value as LanguageCode)}
              disabled={busy}
              fullWidth
              helperText={t('kiosk:bind.languageHelp')}
            >
              {LANGUAGES.map((l) => (
                <MenuItem key={l.code} value={l.code} lang={l.code}>
                  {l.label}
                </MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="contained" size="large" disabled={busy || !storeUuid || !name.trim()}>
              {t('kiosk:bind.submit')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
