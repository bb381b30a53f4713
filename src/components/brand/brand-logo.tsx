import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The product mark: a cup in a rounded square, in the theme's primary colour. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main', display: 'block' }}
    >
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path d="M18 26h24v10a12 12 0 0 1-12 12 12 12 0 0 1-12-12V26z" fill="#fff" />
      <path d="M42 29h3a6 6 0 0 1 0 12h-4" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M24 14c-2 3 2 5 0 8M31 12c-2 3 2 6 0 10M38 14c-2 3 2 5 0 8" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" opacity=".85" />
    </Box>
  );
}

export function BrandLogo({ size = 32, showName = true }: { size?: number; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <BrandMark size={size} />
      {showName && (
        <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 750, letterSpacing: '-0.02em' }}>
          {t('app.title')}
        </Typography>
      )}
    </Box>
  );
}
