// The foot of a back-office dialog: close (or cancel) on the left of the main action, which shows
// it is busy while it runs; both wait while it does.
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

interface DialogButtonsProps {
  closeLabel: string;
  onClose: () => void;
  busy: boolean;
  /** The main button's text and props: type="submit" or onClick, disabled, color. */
  label: ReactNode;
  main: Omit<ButtonProps, 'variant' | 'loading' | 'children'>;
}

export function DialogButtons({ closeLabel, onClose, busy, label, main }: DialogButtonsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} disabled={busy}>
        {closeLabel}
      </Button>
      <Button variant="contained" loading={busy} {...main}>
        {label}
      </Button>
    </DialogActions>
  );
}
