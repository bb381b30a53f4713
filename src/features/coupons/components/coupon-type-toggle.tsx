import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type CouponType = 'percentage' | 'flat';

/** Percentage or flat amount: the coupon's kind, switched with two buttons under their label. */
export function CouponTypeToggle({ value, onChange }: { value: CouponType; onChange: (type: CouponType) => void }) {
  const { t } = useTranslation('people');
  return (
    <Box className="wide" sx={{ mb: 1.5 }}>
      <Typography variant="body2" color="text.secondary" id="coupon-type-label" sx={{ mb: 0.75 }}>
        {t('people:coupons.type')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-labelledby="coupon-type-label"
        onChange={(_e, v: CouponType | null) => v && onChange(v)}
      >
        <ToggleButton value="percentage">{t('people:coupons.types.percentage')}</ToggleButton>
        <ToggleButton value="flat">{t('people:coupons.types.flat')}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
