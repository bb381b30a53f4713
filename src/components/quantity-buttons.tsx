import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';

/**
 * − n + with square outlined buttons of `target` px, from 1 to `max`: the quantity of the product
 * sheet and of the till's modifier pad. The number's look (and test id) is the caller's.
 */
export function QuantityButtons({ value, max, onChange, label, lessLabel, moreLabel, target, gap, valueProps }: {
  value: number;
  max: number;
  onChange(n: number): void;
  /** The group's name ("Quantity"). */
  label: string;
  lessLabel: string;
  moreLabel: string;
  target: number;
  /** Space between the buttons and the number (theme spacing). */
  gap: number;
  valueProps: TypographyProps & { 'data-testid': string };
}) {
  const buttonSx = { width: target, height: target, border: 1, borderColor: 'divider' };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap }} role="group" aria-label={label}>
      <IconButton onClick={() => onChange(Math.max(1, value - 1))} disabled={value <= 1} aria-label={lessLabel} sx={buttonSx}>
        <RemoveRoundedIcon />
      </IconButton>
      <Typography {...valueProps}>{value}</Typography>
      <IconButton onClick={() => onChange(Math.min(max, value + 1))} disabled={value >= max} aria-label={moreLabel} sx={buttonSx}>
        <AddRoundedIcon />
      </IconButton>
    </Stack>
  );
}
