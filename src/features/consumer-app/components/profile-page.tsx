import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSUMER_ROLES } from '../../../../server/contracts/constants/common';
import { ALLERGENS, type Allergen } from '../../../../server/contracts/constants/menu';
import { PasswordField } from '../../../components/forms/password-field';
import { PushToggle } from '../../../components/push/push-toggle';
import { ALLERGEN_ICONS } from '../../../components/product-choices/menu-icons';
import { ApiError } from '../../../lib/api-client';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { loadProfile, updateProfile, type ConsumerProfile, type ProfileUpdate } from '../api/account-api';
import { rememberMyAllergens } from '../hooks/use-my-allergens';
import { isMissingRoute } from '../api/missing-route';
import { NotAvailable } from './not-available';

/** A consumer's allergens: the EU 14 as toggles; saved, the menu warns before adding an item holding one. */
function AllergensCard({ userUuid, saved: initial, onSaved }: { userUuid: string; saved: readonly Allergen[]; onSaved: (p: ConsumerProfile) => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Allergen[]>(() => [...initial]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const changed = chosen.length !== initial.length || chosen.some((a) => !initial.includes(a));
  const toggle = (a: Allergen) => {
    setResult(null);
    setChosen((c) => (c.includes(a) ? c.filter((x) => x !== a) : ALLERGENS.filter((x) => x === a || c.includes(x))));
  };
  const save = async () => {
    setBusy(true);
    setResult(null);
    try {
      const updated = await updateProfile(userUuid, { allergens: chosen });
      rememberMyAllergens(userUuid, updated.allergens);
      onSaved(updated);
      setResult({ ok: true, message: t('consumer:profile.allergensSaved') });
    } catch (err) {
      setResult({ ok: false, message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="my-allergens-title" data-testid="my-allergens">
      <CardContent>
        <Typography id="my-allergens-title" variant="h6" component="h2" sx={{ fontWeight: 750 }}>
          {t('consumer:profile.allergensTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('consumer:profile.allergensHint')}
        </Typography>
        <Box role="group" aria-labelledby="my-allergens-title" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
          {ALLERGENS.map((a) => {
            const Icon = ALLERGEN_ICONS[a];
            const on = chosen.includes(a);
            return (
              <Chip
                key={a}
                icon={on ? <CheckRoundedIcon /> : <Icon />}
                label={t(`menu:allergens.${a}`)}
                onClick={() => toggle(a)}
                aria-pressed={on}
                color={on ? 'error' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                data-allergen={a}
                sx={{
                  height: 'auto',
                  minHeight: 44,
                  py: 0.5,
                  justifyContent: 'flex-start',
                  fontWeight: on ? 800 : 500,
                  fontSize: '0.95rem',
                  '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.2 },
                }}
              />
            );
          })}
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5 }} color={chosen.length ? 'error' : 'text.secondary'} aria-live="polite">
          {chosen.length
            ? t('consumer:profile.allergensChosen', { list: chosen.map((a) => t(`menu:allergens.${a}`)).join(', ') })
            : t('consumer:profile.allergensNone')}
        </Typography>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
            {result.message}
          </Alert>
        )}
        <Button variant="contained" onClick={() => void save()} disabled={busy || !changed} sx={{ mt: 2 }} fullWidth data-testid="allergens-save">
          {t('consumer:profile.allergensSave')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The consumer's own profile: view and edit name, e-mail, mobile; change the password with the current one; a consumer's allergens. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('consumer:profile.title'));
  const userUuid = user?.uuid ?? '';
  const isConsumer = Boolean(user && (CONSUMER_ROLES as readonly string[]).includes(user.role));
  const profile = useAsync((signal) => loadProfile(userUuid, signal), [userUuid]);
  const [form, setForm] = useState({ name: '', email: '', mobile: '', password: '', current_password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (profile.data) setForm((f) => ({ ...f, name: profile.data!.name, email: profile.data!.email ?? '', mobile: profile.data!.mobile ?? '' }));
  }, [profile.data]);

  if (profile.error && isMissingRoute(profile.error)) return <NotAvailable name={t('consumer:profile.title')} />;
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const field = (k: keyof typeof form) => ({
    value: form[k],
    onChange: set(k),
    error: Boolean(errors[k]),
    helperText: errors[k] ?? ' ',
    fullWidth: true,
    size: 'small' as const,
  });

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 750, mb: 2 }}>
        {t('consumer:profile.title')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{profile.loading && <LinearProgress aria-label={t('consumer:common.loading')} />}</Box>
      {profile.error && <Alert severity="error">{profile.error.message}</Alert>}
      {profile.data && (
        <Card variant="outlined">
          <CardContent
            component="form"
            noValidate
            onSubmit={async (e) => {
              e.preventDefault();
              setSaved(null);
              setFailure(null);
              setErrors({});
              const body: ProfileUpdate = { name: form.name.trim(), email: form.email.trim() || undefined, mobile: form.mobile.trim() || undefined };
              if (form.password) {
                if (!form.current_password) {
                  setErrors({ current_password: t('consumer:profile.currentRequired') });
                  return;
                }
                body.password = form.password;
                body.current_password = form.current_password;
              }
              setBusy(true);
              try {
                const updated = await updateProfile(userUuid, body);
                profile.setData(() => updated);
                setForm((f) => ({ ...f, password: '', current_password: '' }));
                setSaved(t('consumer:profile.saved'));
              } catch (err) {
                if (err instanceof ApiError) setErrors(err.fieldErrors);
                setFailure(err instanceof Error ? err.message : String(err));
              } finally {
                setBusy(false);
              }
            }}
          >
            <Stack spacing={0.5}>
              <TextField label={t('consumer:profile.name')} autoComplete="name" {...field('name')} />
              <TextField label={t('consumer:profile.email')} type="email" autoComplete="email" {...field('email')} />
              <TextField label={t('consumer:profile.mobile')} type="tel" autoComplete="tel" {...field('mobile')} />
              <Typography sx={{ fontWeight: 700, pt: 1 }}>{t('consumer:profile.passwordTitle')}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
                {t('consumer:profile.passwordHint')}
              </Typography>
              <PasswordField label={t('consumer:profile.currentPassword')} autoComplete="current-password" {...field('current_password')} />
              <PasswordField label={t('consumer:profile.newPassword')} autoComplete="new-password" {...field('password')} />
            </Stack>
            {saved && <Alert severity="success" sx={{ mt: 1 }}>{saved}</Alert>}
            {failure && <Alert severity="error" sx={{ mt: 1 }}>{failure}</Alert>}
            <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }} fullWidth>
              {t('consumer:profile.save')}
            </Button>
          </CardContent>
        </Card>
      )}
      {profile.data && isConsumer && <AllergensCard userUuid={userUuid} saved={profile.data.allergens ?? []} onSaved={(p) => profile.setData(() => p)} />}
      {profile.data && isConsumer && <PushToggle />}
    </Box>
  );
}
