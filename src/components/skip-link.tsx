import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** First focusable element of each layout: jumps keyboard users past the navigation to #main. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (th) => th.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
