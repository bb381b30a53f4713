// An image picker that uploads the chosen file at once and keeps the path the server answers,
// with a preview of what is stored (or of the local file while it uploads).
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  upload: (file: File) => Promise<string>;
  error?: string;
  /** Disables saving while an upload runs. */
  onBusyChange?: (busy: boolean) => void;
}

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export function ImageField({ label, value, onChange, upload, error, onBusyChange }: ImageFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => () => {
    if (local) URL.revokeObjectURL(local);
  }, [local]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailed(null);
    const preview = URL.createObjectURL(file);
    setLocal(preview);
    setBusy(true);
    onBusyChange?.(true);
    try {
      onChange(await upload(file));
      // From now on the preview is the stored picture, as the menus will show it.
      setLocal(null);
    } catch (err) {
      setFailed(err instanceof Error ? err.message : t('image.failed'));
      setLocal(null);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  };

  const shown = local ?? value;
  const message = failed ?? error;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 112,
            height: 112,
            borderRadius: 2,
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            overflow: 'hidden',
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={t('image.preview')}
              data-testid="image-preview"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: busy ? 0.5 : 1 }}
            />
          ) : (
            <ImageRoundedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
          )}
          {busy && <CircularProgress size={28} sx={{ position: 'absolute' }} aria-label={t('image.uploading')} />}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="outlined" startIcon={<AddPhotoAlternateRoundedIcon />} onClick={() => input.current?.click()} disabled={busy}>
            {shown ? t('image.replace') : t('image.choose')}
          </Button>
          {value && !busy && (
            <Button color="inherit" size="small" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => {
                setLocal(null);
                onChange(null);
              }}>
              {t('image.remove')}
            </Button>
          )}
          <Typography variant="caption" color="text.secondary">
            {busy ? t('image.uploading') : t('image.hint')}
          </Typography>
        </Stack>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={label}
          data-testid="image-input"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </Stack>
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}
