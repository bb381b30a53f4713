// The guest's allergen filter: tap what you cannot eat and the menu hides the dishes that contain it
// (by the dish's own allergens, as the public menu's exclude_allergens does), optionally also those
// that may contain traces. It lives with the guest: the idle reset and "New order" clear it. The
// sheet gets the same list, so an option or a combo choice holding one is marked and warned about.
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, type Allergen } from '../../../../server/contracts/constants/menu';
import { ALLERGEN_ICONS } from '../../../components/product-choices/menu-icons';
import { NO_FILTER, type AllergenFilter } from '../allergen-filter-state';

export { NO_FILTER, passesFilter, type AllergenFilter } from '../allergen-filter-state';

export function AllergenFilterDialog({ open, filter, hidden, onChange, onClose }: {
  open: boolean;
  filter: AllergenFilter;
  hidden: number;
  onChange(f: AllergenFilter): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const toggle = (a: Allergen) => onChange({ ...filter, avoid: filter.avoid.includes(a) ? filter.avoid.filter((x) => x !== a) : [...filter.avoid, a] });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="kiosk-allergen-title" aria-describedby="kiosk-allergen-intro">
      <DialogTitle id="kiosk-allergen-title" sx={{ fontSize: '2rem', fontWeight: 800 }}>
        {t('kiosk:filter.title')}
      </DialogTitle>
      <DialogContent>
        <Typography id="kiosk-allergen-intro" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {t('kiosk:filter.intro')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))', gap: 1.5 }} role="group" aria-label={t('kiosk:filter.title')}>
          {ALLERGENS.map((a) => {
            const on = filter.avoid.includes(a);
            const Icon = ALLERGEN_ICONS[a];
            return (
              <Button
                key={a}
                variant={on ? 'contained' : 'outlined'}
                color={on ? 'error' : 'inherit'}
                aria-pressed={on}
                onClick={() => toggle(a)}
                startIcon={<Icon sx={{ fontSize: '2rem !important' }} />}
                endIcon={on ? <CheckRoundedIcon sx={{ fontSize: '1.8rem !important' }} /> : undefined}
                sx={{
                  minHeight: 72,
                  justifyContent: 'flex-start',
                  fontSize: '1.25rem',
                  fontWeight: 700,
                  textTransform: 'none',
                  borderWidth: 2,
                  '& .MuiButton-endIcon': { ml: 'auto' },
                }}
                data-testid="kiosk-allergen-toggle"
                data-allergen={a}
              >
                {t(`menu:allergens.${a}`)}
              </Button>
            );
          })}
        </Box>
        <FormControlLabel
          sx={{ mt: 2, minHeight: 64, '& .MuiFormControlLabel-label': { fontSize: '1.2rem' } }}
          control={<Switch checked={filter.traces} onChange={(e) => onChange({ ...filter, traces: e.target.checked })} />}
          label={t('kiosk:filter.traces')}
        />
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('kiosk:filter.disclaimer')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography role="status" sx={{ flex: 1, fontSize: '1.15rem', fontWeight: 700 }}>
          {filter.avoid.length ? t('kiosk:filter.hidden', { count: hidden }) : ''}
        </Typography>
        <Button size="large" onClick={() => onChange(NO_FILTER)} disabled={!filter.avoid.length} sx={{ minHeight: 64, fontSize: '1.2rem' }}>
          {t('kiosk:filter.clear')}
        </Button>
        <Button size="large" variant="contained" onClick={onClose} sx={{ minHeight: 64, minWidth: 180, fontSize: '1.2rem' }} data-testid="kiosk-allergen-done">
          {t('kiosk:filter.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
