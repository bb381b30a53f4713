// The button in a list page's header that adds a row (or opens a bulk upload): a link to the form screen, or a dialog opener.
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';

interface AddButtonProps {
  label: ReactNode;
  /** The add screen; without it the button calls onClick (a dialog). */
  to?: To;
  onClick?: () => void;
  icon?: ReactNode;
  /** 'outlined' for a second, lesser action beside the main one. */
  variant?: 'contained' | 'outlined';
}

export function AddButton({ label, to, onClick, icon = <AddRoundedIcon />, variant = 'contained' }: AddButtonProps) {
  return to !== undefined ? (
    <Button component={RouterLink} to={to} variant={variant} startIcon={icon}>
      {label}
    </Button>
  ) : (
    <Button variant={variant} startIcon={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
