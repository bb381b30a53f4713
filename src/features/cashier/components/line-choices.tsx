// A line's options and combo choices, indented under the line, as sold (the snapshot it carries), in
// the words of the shared product-choices rows. The ticket and the receipt show what each choice
// adds; the boards show names only, in the board's own size and colour.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { OrderItemComboChoice, OrderItemOption } from '../../../../server/contracts/menu';
import { choiceRows } from '../../../components/product-choices/choice-text';

export function LineChoices({
  options,
  combo,
  currency,
  prices = false,
  sx,
  testId,
}: {
  options: readonly OrderItemOption[] | null | undefined;
  combo: readonly OrderItemComboChoice[] | null | undefined;
  currency: string;
  /** Each choice shows what it adds. */
  prices?: boolean;
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const rows = choiceRows(options, combo, currency, i18n.language);
  if (!rows.length) return null;
  return (
    <Box
      component="ul"
      data-testid={testId}
      sx={[{ listStyle: 'none', m: 0, p: 0, pl: 2, color: 'text.secondary', lineHeight: 1.3 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {rows.map((r) => (
        <Box component="li" key={r.key} sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <span>{r.label}</span>
          {prices && r.price && <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{r.price}</Box>}
        </Box>
      ))}
    </Box>
  );
}
