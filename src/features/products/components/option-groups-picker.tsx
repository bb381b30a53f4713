// The option groups a product offers, in the order its sheet asks them: chosen from the store's
// groups (GET /option/group/dropdown), moved up and down, removed. A linked group that is no longer
// active stays linked (and off the menu) until it is removed here.
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ruleText } from '../rule-text';
import { Link as RouterLink } from 'react-router-dom';
import type { OptionGroup } from '../../../../server/contracts/menu';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { moved } from '../menu-fields';

interface OptionGroupsPickerProps {
  groups: readonly OptionGroup[];
  loading: boolean;
  value: readonly string[];
  onChange: (next: string[]) => void;
  currency: string | null;
  disabled?: boolean;
  max: number;
}

export function OptionGroupsPicker({ groups, loading, value, onChange, currency, disabled, max }: OptionGroupsPickerProps) {
  const { t, i18n } = useTranslation();
  const byUuid = new Map(groups.map((g) => [g.uuid, g]));
  const free = groups.filter((g) => !value.includes(g.uuid));
  const hasSize = value.some((uuid) => byUuid.get(uuid)?.kind === 'size');
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const priceOf = (g: OptionGroup, minor: number) => (g.kind === 'size' ? money(minor) : minor < 0 ? `−${money(-minor)}` : minor > 0 ? `+${money(minor)}` : '');

  return (
    <Box>
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('catalogue:products.noGroups')}
        </Typography>
      )}
      <Stack spacing={1} sx={{ mb: 1.5 }} data-testid="product-groups">
        {value.map((uuid, i) => {
          const g = byUuid.get(uuid);
          return (
            <Paper key={uuid} variant="outlined" sx={{ px: 1.5, py: 1, display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="product-group">
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary', width: 20 }}>{i + 1}.</Typography>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 650 }}>{g ? g.name : t('catalogue:products.inactiveGroup')}</Typography>
                  {g && <Chip size="small" variant="outlined" label={t(`catalogue:options.kinds.${g.kind}`)} />}
                  {g && (
                    <Typography variant="caption" color={g.required ? 'warning.main' : 'text.secondary'}>
                      {g.required ? t('catalogue:options.required') : t('catalogue:options.optional')} · {ruleText(t, g.min_select, g.max_select)}
                    </Typography>
                  )}
                </Stack>
                {g && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {g.options.map((o) => `${o.name} ${priceOf(g, o.price)}`.trim()).join(' · ')}
                  </Typography>
                )}
              </Box>
              <IconButton
                size="small"
                disabled={disabled || i === 0}
                onClick={() => onChange(moved(value, i, -1))}
                aria-label={t('catalogue:options.moveUp', { name: g?.name ?? i + 1 })}
              >
                <ArrowUpwardRoundedIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={disabled || i === value.length - 1}
                onClick={() => onChange(moved(value, i, 1))}
                aria-label={t('catalogue:options.moveDown', { name: g?.name ?? i + 1 })}
              >
                <ArrowDownwardRoundedIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={disabled}
                onClick={() => onChange(value.filter((x) => x !== uuid))}
                aria-label={t('catalogue:products.removeGroup', { name: g?.name ?? i + 1 })}
              >
                <CloseRoundedIcon fontSize="small" />
              </IconButton>
            </Paper>
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('catalogue:products.addGroup')}
          value=""
          disabled={disabled || loading || free.length === 0 || value.length >= max}
          onChange={(e) => onChange([...value, e.target.value])}
          sx={{ width: { xs: '100%', sm: 320 } }}
          data-testid="product-add-group"
        >
          {free.map((g) => (
            // A product has one size group at most: its size is its price.
            <MenuItem key={g.uuid} value={g.uuid} disabled={g.kind === 'size' && hasSize}>
              {g.name} · {t(`catalogue:options.kinds.${g.kind}`)}
              {g.kind === 'size' && hasSize ? ` (${t('catalogue:products.oneSizeGroup')})` : ''}
            </MenuItem>
          ))}
        </TextField>
        <Link component={RouterLink} to={paths.backOffice.addOptionGroup} target="_blank" rel="noopener" variant="body2">
          {t('catalogue:products.newGroup')}
        </Link>
      </Stack>
      {!disabled && !loading && groups.length === 0 && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('catalogue:products.storeHasNoGroups')}
        </Alert>
      )}
    </Box>
  );
}
