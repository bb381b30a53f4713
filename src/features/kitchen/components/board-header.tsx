// The strip above a kitchen board: which board it is, how many tickets wait, a warning when the
// tickets are the last ones read (no network), the board's own actions and the way back to the
// station picker.
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function BoardHeader({ title, count, stale, onChange, children }: {
  title: string;
  count: number;
  stale: boolean;
  onChange: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, px: 1.5, py: 1, flexWrap: 'wrap' }}>
      <Typography component="h1" sx={{ fontSize: 30, fontWeight: 900 }}>
        {title}
      </Typography>
      <Box component="span" data-testid="ticket-count" sx={{ fontSize: 24, fontWeight: 700, opacity: 0.8 }}>
        {t('kitchen:board.count', { count })}
      </Box>
      {stale && <Chip color="warning" label={t('kitchen:board.stale')} sx={{ fontSize: 16, height: 36 }} />}
      <Box sx={{ flex: 1 }} />
      {children}
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SwapHorizRoundedIcon />}
        onClick={onChange}
        sx={{ minHeight: 48, fontSize: 18 }}
      >
        {t('kitchen:board.change')}
      </Button>
    </Stack>
  );
}
