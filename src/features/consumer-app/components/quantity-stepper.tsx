import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_CART_QUANTITY } from '../../../../server/contracts/constants/ordering';

/** − n + for a cart line or the details sheet; at 1 the minus becomes a bin when removing is allowed. */
export function QuantityStepper({ value, onChange, name, disabled, min = 0, max = MAX_CART_QUANTITY }: {
  value: number;
  onChange: (n: number) => void;
  name: string;
  disabled?: boolean;
  min?: number;
  max?: number;
}) {
  const { t } = useTranslation();
  const removes = value - 1 < 1 && min === 0;
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 999, bgcolor: 'background.paper' }}
      data-testid="quantity-stepper"
    >
      <IconButton
        size="small"
        aria-label={removes ? t('consumer:cart.remove', { name }) : t('consumer:cart.decrease', { name })}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        {removes ? <DeleteOutlineRoundedIcon fontSize="small" /> : <RemoveRoundedIcon fontSize="small" />}
      </IconButton>
      <Typography
        sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        aria-live="polite"
        data-testid="quantity-value"
      >
        {value}
      </Typography>
      <IconButton size="small" aria-label={t('consumer:cart.increase', { name })} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <AddRoundedIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
