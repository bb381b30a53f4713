// The pencil at the end of a list row: a link to the edit screen, or a button that opens a dialog.
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink, type To } from 'react-router-dom';

interface RowEditButtonProps {
  /** "Edit product": the tooltip, and with the row's name the accessible name. */
  label: string;
  name: string;
  /** The edit screen, with the row as router state so it opens without a fetch. */
  to?: To;
  state?: unknown;
  onClick?: () => void;
  size?: 'small';
}

export function RowEditButton({ label, name, to, state, onClick, size }: RowEditButtonProps) {
  const icon = <EditRoundedIcon fontSize={size} />;
  return (
    <Tooltip title={label}>
      {to !== undefined ? (
        <IconButton component={RouterLink} to={to} state={state} size={size} aria-label={`${label}: ${name}`}>
          {icon}
        </IconButton>
      ) : (
        <IconButton size={size} onClick={onClick} aria-label={`${label}: ${name}`}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}
