// The till's modifier pad: every choice of a product on one screen (no steps), required groups first,
// one tap per option, the defaults already chosen, the running price from checkLine and Add as soon
// as the choices are valid. A combo shows each slot as a row of one-tap choices. Opened again on a
// ticket line it edits that line's choices and quantity.
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuComboSlot, MenuOptionGroup } from '../../../../server/contracts/menu';
import { MAX_CART_QUANTITY } from '../../../../server/contracts/constants/ordering';
import { formatMoney } from '../../../lib/money';
import { QuantityButtons } from '../../../components/quantity-buttons';
import { checkPad, initialChoices, padGroups, padLine, padSlots, tapComboItem, tapOption, unmet, type PadChoices, type TillProduct } from '../pad-state';
import type { TillLine } from '../till-math';
import { priceDelta } from '../../../components/product-choices/choice-text';

export interface PadRequest {
  product: TillProduct;
  /** Editing a ticket line: its key, choices and quantity. */
  edit?: { key: string; choices: PadChoices; quantity: number; note: string };
}

function ChoiceButton({ selected, disabled, onClick, label, price, soldOut }: {
  selected: boolean;
  disabled: boolean;
  onClick: () => void;
  label: string;
  price: string | null;
  soldOut: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      aria-pressed={selected}
      sx={{
        minWidth: 128,
        minHeight: 60,
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'primary.main' : 'background.paper',
        color: selected ? 'primary.contrastText' : 'text.primary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'center',
        textAlign: 'left',
        position: 'relative',
        opacity: disabled && !soldOut ? 0.45 : 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: 16,
          lineHeight: 1.2,
          pr: selected ? 3 : 0,
          textDecoration: soldOut ? 'line-through' : undefined,
          color: soldOut ? 'text.disabled' : undefined,
        }}
      >
        {label}
      </Box>
      {(price || soldOut) && (
        <Box
          component="span"
          sx={{ fontSize: 14, fontVariantNumeric: 'tabular-nums', opacity: selected ? 0.95 : 0.75, color: soldOut ? 'error.main' : undefined }}
        >
          {soldOut ? t('cashier:pad.soldOut') : price}
        </Box>
      )}
      {selected && <CheckRoundedIcon fontSize="small" sx={{ position: 'absolute', top: 6, right: 6 }} />}
    </ButtonBase>
  );
}

function Row({ id, title, rule, missing, children }: { id: string; title: string; rule: string; missing: boolean; children: ReactNode }) {
  return (
    <Box
      role="group"
      aria-labelledby={`pad-${id}`}
      data-testid={`pad-group-${title}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: '156px minmax(0, 1fr)',
        gap: 1.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ pt: 0.5 }}>
        <Typography id={`pad-${id}`} sx={{ fontWeight: 800, lineHeight: 1.2 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: missing ? 'error.main' : 'text.secondary', fontWeight: missing ? 700 : 400 }}>
          {rule}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>
    </Box>
  );
}

type PadProps = {
  request: PadRequest | null;
  currency: string;
  onClose: () => void;
  onDone: (line: TillLine, replacing?: string) => void;
  onRemove: (key: string) => void;
};

export function ModifierPad({ request, ...rest }: PadProps) {
  // Closed, the pad is unmounted: each opening starts from the request's choices.
  if (!request) return null;
  return <PadBody key={`${request.product.uuid}:${request.edit?.key ?? 'new'}`} request={request} {...rest} />;
}

function PadBody({ request, currency, onClose, onDone, onRemove }: PadProps & { request: PadRequest }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const product = request.product;
  const [choices, setChoices] = useState<PadChoices>(() => request.edit?.choices ?? initialChoices(request.product));
  const [quantity, setQuantity] = useState(request.edit?.quantity ?? 1);
  const check = useMemo(() => checkPad(product, choices), [product, choices]);
  const missing = useMemo(() => unmet(product, choices), [product, choices]);
  const groups = padGroups(product);
  const slots = padSlots(product);
  const firstMissing = [...groups, ...slots].find((x) => missing.has(x.uuid));
  const editing = request.edit;

  const rule = (g: Pick<MenuOptionGroup, 'min_select' | 'max_select'> & { kind?: MenuOptionGroup['kind'] }) => {
    if (g.kind === 'size' || (g.min_select === 1 && g.max_select === 1)) return t('cashier:pad.requiredOne');
    if (g.min_select === 0 && g.max_select === 1) return t('cashier:pad.optionalOne');
    if (g.min_select === 0) return t('cashier:pad.upTo', { count: g.max_select });
    if (g.min_select === g.max_select) return t('cashier:pad.exactly', { count: g.min_select });
    return t('cashier:pad.between', { min: g.min_select, max: g.max_select });
  };

  const finish = () => {
    if (!check.ok) return;
    onDone(padLine(product, check, quantity, editing?.note ?? ''), editing?.key);
  };

  const groupRow = (g: MenuOptionGroup) => {
    const inGroup = g.options.filter((o) => choices.options.includes(o.uuid)).length;
    return (
      <Row key={g.uuid} id={g.uuid} title={g.name} rule={rule(g)} missing={missing.has(g.uuid)}>
        {g.options.map((o) => {
          const selected = choices.options.includes(o.uuid);
          const full = !selected && g.max_select > 1 && inGroup >= g.max_select;
          return (
            <ChoiceButton
              key={o.uuid}
              label={o.name}
              price={priceDelta(o.price, g.kind, currency, i18n.language) || null}
              selected={selected}
              soldOut={!o.available}
              disabled={(!o.available && !selected) || full}
              onClick={() => setChoices((c) => ({ ...c, options: tapOption(product, c.options, g.uuid, o.uuid) }))}
            />
          );
        })}
      </Row>
    );
  };

  const slotRow = (s: MenuComboSlot) => {
    const inSlot = choices.combo.filter((c) => c.slot_uuid === s.uuid).length;
    return (
      <Row key={s.uuid} id={s.uuid} title={s.name} rule={rule(s)} missing={missing.has(s.uuid)}>
        {s.items.map((item) => {
          const selected = choices.combo.some((c) => c.slot_uuid === s.uuid && c.product_uuid === item.product_uuid);
          const full = !selected && s.max_select > 1 && inSlot >= s.max_select;
          return (
            <ChoiceButton
              key={item.product_uuid}
              label={item.name}
              price={item.upcharge ? priceDelta(item.upcharge, 'single', currency, i18n.language) : null}
              selected={selected}
              soldOut={!item.available}
              disabled={(!item.available && !selected) || full}
              onClick={() => setChoices((c) => ({ ...c, combo: tapComboItem(product, c.combo, s.uuid, item.product_uuid) }))}
            />
          );
        })}
      </Row>
    );
  };

  const total = check.ok ? check.unit_price * quantity : null;
  const problem = firstMissing ? t('cashier:pad.choose', { group: firstMissing.name }) : !check.ok ? check.problem.message : null;

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="pad-title"
      slotProps={{ paper: { sx: { maxHeight: 'calc(100% - 32px)', m: 2 } } }}
      data-testid="modifier-pad"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, px: 3, pt: 2, pb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="pad-title" variant="h5" component="h2" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
            {product.name}
          </Typography>
          {editing && (
            <Typography variant="body2" color="text.secondary">
              {t('cashier:pad.editing')}
            </Typography>
          )}
        </Box>
        <Typography variant="h5" component="p" aria-live="polite" data-testid="pad-price" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
          {check.ok ? money(check.unit_price) : '—'}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('cashier:pad.close')} edge="end">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <DialogContent dividers sx={{ py: 0.5 }}>
        {groups.map(groupRow)}
        {slots.map(slotRow)}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1.5 }}>
        <QuantityButtons
          value={quantity}
          max={MAX_CART_QUANTITY}
          onChange={setQuantity}
          label={t('cashier:pad.quantity')}
          lessLabel={t('cashier:ticket.less', { name: product.name })}
          moreLabel={t('cashier:ticket.more', { name: product.name })}
          target={48}
          gap={0.5}
          valueProps={{ sx: { minWidth: 36, textAlign: 'center', fontWeight: 800, fontSize: 20 }, 'data-testid': 'pad-quantity' }}
        />
        <Typography role="status" sx={{ flex: 1, color: 'error.main', fontWeight: 600, minWidth: 0 }}>
          {problem}
        </Typography>
        {editing && (
          <Button color="error" size="large" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => onRemove(editing.key)} sx={{ minHeight: 56 }}>
            {t('cashier:pad.remove')}
          </Button>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={finish}
          disabled={!check.ok}
          data-testid="pad-add"
          sx={{ minHeight: 56, minWidth: 220, fontSize: 18 }}
        >
          {editing
            ? t('cashier:pad.update', { total: total !== null ? money(total) : '' })
            : t('cashier:pad.add', { total: total !== null ? money(total) : '' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
