// "Still there? Starting over in 10…": asked before the kiosk starts over for the next guest. Loaded
// after the kiosk's first screen (it can only open after the idle time; issue 13's first-load budget).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Trans, useTranslation } from 'react-i18next';

const COUNTDOWN_SX = { display: 'block', fontSize: '6rem', fontWeight: 900, lineHeight: 1.1 } as const;

/** `remaining`: seconds left of the countdown, or null while the guest is active (closed). */
export function IdleDialog({ remaining, onStillHere }: { remaining: number | null; onStillHere: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={remaining !== null} onClose={onStillHere} aria-labelledby="kiosk-idle-title" aria-describedby="kiosk-idle-text" maxWidth="sm" fullWidth>
      <DialogTitle id="kiosk-idle-title" sx={{ fontSize: '2.4rem', fontWeight: 800, textAlign: 'center', pt: 4 }}>
        {t('kiosk:idle.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <DialogContentText id="kiosk-idle-text" sx={{ fontSize: '1.8rem', textAlign: 'center', color: 'text.primary' }}>
            <Trans
              i18nKey="kiosk:idle.text"
              values={{ count: remaining ?? 0 }}
              components={{ n: <Box component="span" sx={COUNTDOWN_SX} data-testid="kiosk-idle-countdown" /> }}
            />
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ p: 3 }}>
        <Button onClick={onStillHere} variant="contained" size="large" fullWidth sx={{ minHeight: 88, fontSize: '1.6rem', fontWeight: 800 }}>
          {t('kiosk:idle.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
