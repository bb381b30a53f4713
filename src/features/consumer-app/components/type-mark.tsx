import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ProductType } from '../../../../server/contracts/catalogue';

export const TYPE_COLORS: Record<ProductType, string> = { veg: '#2e7d32', non_veg: '#c62828', vegan: '#6a1b9a', beverage: '#0277bd' };

/** The square-with-a-dot food mark (green veg, red non-veg), with its name for screen readers. */
export function TypeMark({ type, sx }: { type: ProductType; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const color = TYPE_COLORS[type];
  return (
    <Box
      component="span"
      role="img"
      aria-label={t(`consumer:types.${type}`)}
      title={t(`consumer:types.${type}`)}
      sx={[
        { display: 'inline-grid', placeItems: 'center', width: 14, height: 14, border: 1.5, borderColor: color, borderRadius: 0.5, flexShrink: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: color }} />
    </Box>
  );
}
