import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_MAX_HEIGHT, BANNER_MAX_WIDTH } from '../../../../server/contracts/banners';
import { useBoundField, useUploadReport } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { uploadBannerImage } from '../api/banners-api';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The banner picture: uploaded at once (with its progress), previewed as the server keeps it. */
export function BannerImageInput() {
  const { t } = useTranslation('people');
  const { field, error } = useBoundField('image');
  const reportUpload = useUploadReport();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    setFailed(null);
    reportUpload(true);
    try {
      field.onChange((await uploadBannerImage(file, setProgress)).image);
    } catch (err) {
      if (err instanceof ApiError) setFailed(err.fieldErrors.file ?? err.message);
    } finally {
      setProgress(null);
      reportUpload(false);
    }
  };
  const message = failed ?? error;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: `${BANNER_MAX_WIDTH} / ${BANNER_MAX_HEIGHT}`,
          maxHeight: 280,
          width: '100%',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderStyle: field.value ? 'solid' : 'dashed',
          borderColor: message ? 'error.main' : 'divider',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {field.value ? (
          <Box
            component="img"
            src={field.value}
            alt={t('people:banners.preview')}
            data-testid="banner-preview"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary', p: 2, textAlign: 'center' }} spacing={1}>
            <AddPhotoAlternateRoundedIcon sx={{ fontSize: 40 }} />
            <Typography variant="body2">{t('people:banners.noImage')}</Typography>
          </Stack>
        )}
        {progress !== null && (
          <LinearProgress
            variant="determinate"
            value={progress}
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
            aria-label={t('people:banners.uploading')}
          />
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <Button variant="outlined" component="label" startIcon={<AddPhotoAlternateRoundedIcon />} loading={progress !== null}>
          {field.value ? t('people:banners.replaceImage') : t('people:banners.chooseImage')}
          <input
            hidden
            type="file"
            accept={IMAGE_TYPES}
            aria-label={t('people:banners.imageLabel')}
            data-testid="banner-file"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('people:banners.imageHelp', { width: BANNER_MAX_WIDTH, height: BANNER_MAX_HEIGHT })}
        </Typography>
      </Stack>
      <FormHelperText error={Boolean(message)}>{message || ' '}</FormHelperText>
    </Box>
  );
}
