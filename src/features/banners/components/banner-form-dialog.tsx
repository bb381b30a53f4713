import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_MAX_HEIGHT, BANNER_MAX_WIDTH, bannerCreateSchema, bannerUpdateSchema, type Banner } from '../../../../server/contracts/banners';
import { ApiError } from '../../../lib/api-client';
import { emptyToNull, validateWith, type FieldErrors } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../lib/use-auth';
import { createBanner, updateBanner, uploadBannerImage } from '../api/banners-api';
import { ScopeSelect } from '../../../components/scope/company-store-pickers';
import { useScopeOptions } from '../../../lib/use-scope-options';

interface BannerFormDialogProps {
  banner?: Banner;
  onClose: () => void;
  onSaved: (banner: Banner | null) => void;
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** Add or edit a banner: the picture is uploaded as soon as it is chosen and previewed from the server. */
export function BannerFormDialog({ banner, onClose, onSaved }: BannerFormDialogProps) {
  const { t } = useTranslation('people');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [form, setForm] = useState({
    company_uuid: banner?.company_uuid ?? (isAdmin ? '' : (user?.company_uuid ?? '')),
    store_uuid: banner?.store_uuid ?? '',
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    link: banner?.link ?? '',
    image: banner?.image ?? '',
    sort_order: String(banner?.sort_order ?? 0),
    active: (banner?.status ?? 'active') === 'active',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const scope = useScopeOptions(isAdmin, isAdmin ? form.company_uuid || undefined : undefined);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    setErrors((e) => ({ ...e, image: '' }));
    try {
      const uploaded = await uploadBannerImage(file, setProgress);
      set({ image: uploaded.image });
    } catch (err) {
      if (err instanceof ApiError) setErrors((e) => ({ ...e, image: err.fieldErrors.file ?? err.message }));
    } finally {
      setProgress(null);
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const order = form.sort_order.trim() === '' ? 0 : Number(form.sort_order);
    const values = {
      ...(!banner && isAdmin ? { company_uuid: form.company_uuid || undefined } : {}),
      store_uuid: form.store_uuid || null,
      title: form.title,
      subtitle: emptyToNull(form.subtitle),
      link: emptyToNull(form.link),
      image: form.image,
      sort_order: order,
      status: form.active ? 'active' : 'inactive',
    };
    const messages = {
      company_uuid: t('people:validation.company'),
      title: t('people:validation.title'),
      subtitle: t('people:validation.subtitle'),
      link: t('people:validation.link'),
      image: t('people:validation.image'),
      sort_order: t('people:validation.sortOrder'),
    };
    const { data, errors: bad } = validateWith(banner ? bannerUpdateSchema : bannerCreateSchema, values, messages);
    if (isAdmin && !banner && !form.company_uuid) bad.company_uuid = messages.company_uuid;
    setErrors(bad);
    if (!data || Object.keys(bad).length) return;
    setBusy(true);
    try {
      onSaved((banner ? await updateBanner(banner.uuid, data) : await createBanner(data as Parameters<typeof createBanner>[0])) ?? null);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'title' | 'subtitle' | 'link' | 'sort_order', help?: string) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
    error: Boolean(errors[key]),
    helperText: errors[key] || help || ' ',
  });

  return (
    <Dialog open onClose={busy || progress !== null ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="banner-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="banner-dialog-title">{banner ? t('people:banners.editTitle') : t('people:banners.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Box>
              <Box
                sx={{
                  position: 'relative',
                  aspectRatio: `${BANNER_MAX_WIDTH} / ${BANNER_MAX_HEIGHT}`,
                  maxHeight: 280,
                  width: '100%',
                  borderRadius: 2,
                  overflow: 'hidden',
                  border: 1,
                  borderStyle: form.image ? 'solid' : 'dashed',
                  borderColor: errors.image ? 'error.main' : 'divider',
                  bgcolor: 'action.hover',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {form.image ? (
                  <Box component="img" src={form.image} alt={t('people:banners.preview')} data-testid="banner-preview" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                ) : (
                  <Stack sx={{ alignItems: 'center', color: 'text.secondary', p: 2, textAlign: 'center' }} spacing={1}>
                    <AddPhotoAlternateRoundedIcon sx={{ fontSize: 40 }} />
                    <Typography variant="body2">{t('people:banners.noImage')}</Typography>
                  </Stack>
                )}
                {progress !== null && <LinearProgress variant="determinate" value={progress} sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }} aria-label={t('people:banners.uploading')} />}
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
                <Button variant="outlined" component="label" startIcon={<AddPhotoAlternateRoundedIcon />} loading={progress !== null}>
                  {form.image ? t('people:banners.replaceImage') : t('people:banners.chooseImage')}
                  <input hidden type="file" accept={IMAGE_TYPES} aria-label={t('people:banners.imageLabel')} data-testid="banner-file" onChange={(e) => void pickImage(e.target.files?.[0])} />
                </Button>
                <Typography variant="caption" color="text.secondary">
                  {t('people:banners.imageHelp', { width: BANNER_MAX_WIDTH, height: BANNER_MAX_HEIGHT })}
                </Typography>
              </Stack>
              <FormHelperText error={Boolean(errors.image)}>{errors.image || ' '}</FormHelperText>
            </Box>
            <Box sx={{ display: 'grid', columnGap: 2.5, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label={t('people:banners.bannerTitle')} required {...field('title')} />
              <TextField label={`${t('people:banners.subtitleField')} (${t('people:common.optional')})`} {...field('subtitle')} />
              <TextField label={`${t('people:banners.link')} (${t('people:common.optional')})`} {...field('link', t('people:banners.linkHelp'))} />
              <TextField label={t('people:banners.sortOrder')} type="number" {...field('sort_order', t('people:banners.sortHelp'))} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
              {isAdmin && (
                <ScopeSelect
                  label={t('people:common.company')}
                  required
                  value={form.company_uuid}
                  options={scope.companies}
                  fallback={banner?.company_uuid ? { uuid: banner.company_uuid, name: banner.company_name ?? '' } : null}
                  disabled={Boolean(banner)}
                  error={errors.company_uuid}
                  onChange={(v) => set({ company_uuid: v, store_uuid: '' })}
                />
              )}
              <ScopeSelect
                label={t('people:common.store')}
                value={form.store_uuid}
                options={scope.stores}
                emptyLabel={t('people:banners.allStores')}
                fallback={banner?.store_uuid ? { uuid: banner.store_uuid, name: banner.store_name ?? '' } : null}
                disabled={isAdmin && !form.company_uuid}
                error={errors.store_uuid}
                helperText={t('people:banners.storeHelp')}
                onChange={(v) => set({ store_uuid: v })}
              />
            </Box>
            <FormControlLabel
              control={<Switch checked={form.active} color="success" onChange={(_e, v) => set({ active: v })} />}
              label={`${t('people:common.status')}: ${form.active ? t('people:common.active') : t('people:common.inactive')}`}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy || progress !== null}>
            {t('people:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={progress !== null}>
            {banner ? t('people:common.saveChanges') : t('people:banners.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
