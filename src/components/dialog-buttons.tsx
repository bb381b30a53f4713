import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

/** A touch-screen dialog's foot: the large way back (off while the dialog is busy), then the main action(s). */
export function DialogButtons({ back, onBack, busy, children }: { back: string; onBack: () => void; busy: boolean; children: ReactNode }) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onBack} disabled={busy} size="large">
        {back}
      </Button>
      {children}
    </DialogActions>
  );
}
