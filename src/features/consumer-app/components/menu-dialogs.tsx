// The menu's two questions — "this holds your allergen: add anyway?" and "your cart is from another
// store: empty it?" — loaded after the menu's first screen (issue 13's first-load budget).
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** `contains` / `traces`: the sentences naming the product's allergens and traces, or null. */
export function AllergyDialog(props: { open: boolean; contains: string | null; traces: string | null; onBack: () => void; onAddAnyway: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onBack} aria-labelledby="allergy-title" aria-describedby="allergy-text" data-testid="allergy-confirm">
      <DialogTitle id="allergy-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'error.main', fontWeight: 800 }}>
        <WarningAmberRoundedIcon aria-hidden />
        {t('consumer:menu.allergyTitle')}
      </DialogTitle>
      <DialogContent id="allergy-text">
        {props.contains && <DialogContentText sx={{ color: 'text.primary', fontWeight: 600 }}>{props.contains}</DialogContentText>}
        {props.traces && <DialogContentText sx={{ mt: 1 }}>{props.traces}</DialogContentText>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={props.onBack} autoFocus data-testid="allergy-back">
          {t('consumer:menu.allergyBack')}
        </Button>
        <Button color="error" onClick={props.onAddAnyway} data-testid="allergy-add-anyway">
          {t('consumer:menu.allergyAddAnyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function OtherStoreDialog(props: { message: string | null | undefined; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={Boolean(props.message)} onClose={props.onCancel} aria-labelledby="cart-conflict-title">
      <DialogTitle id="cart-conflict-title">{t('consumer:menu.otherStoreTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('consumer:common.cancel')}</Button>
        <Button variant="contained" onClick={props.onConfirm} data-testid="cart-conflict-confirm">
          {t('consumer:menu.emptyAndAdd')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
