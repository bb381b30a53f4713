import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusViewProps {
  icon: ReactNode;
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
  badge?: ReactNode;
}

/** A centred message with an icon: not found, unauthorized, not built yet... */
export function StatusView({ icon, code, title, text, actions, badge }: StatusViewProps) {
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, px: 2, display: 'flex', justifyContent: 'center' }}>
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Box
          sx={{
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
            '& svg': { fontSize: 44 },
          }}
        >
          {icon}
        </Box>
        {code && (
          <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 2 }}>
            {code}
          </Typography>
        )}
        {badge}
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
