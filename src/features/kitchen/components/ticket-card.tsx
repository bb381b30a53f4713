// One kitchen ticket: the call number large (the order id small), minutes since it was fired, its
// header coloured by age against the store's thresholds (fresh, warning, late: the word is written
// too, colour is not the only sign), its lines with their options, combo choices and notes, and what
// the screen lets a person do with it (`children`: bump, or the expeditor's ready). Sized by the
// board's grid; a long ticket scrolls inside itself.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KitchenTicket, TicketLine } from '../../../../server/contracts/kitchen';
import type { TicketAge } from '../../../../server/contracts/constants/kitchen';
import { visuallyHidden } from '../../../components/visually-hidden';
import { inLanguage } from '../../../lib/in-language';

export const AGE_COLORS: Record<TicketAge, { bg: string; fg: string; border: string }> = {
  fresh: { bg: '#2e7d32', fg: '#ffffff', border: '#2e7d32' },
  warning: { bg: '#f9a825', fg: '#1a1a1a', border: '#f9a825' },
  late: { bg: '#c62828', fg: '#ffffff', border: '#ff1744' },
};

const MONO = 'ui-monospace, Menlo, Consolas, monospace';

function LineText({ line, done }: { line: TicketLine; done: boolean }) {
  const { t, i18n } = useTranslation();
  const choices = [...line.combo.map((c) => `${c.slot_name}: ${c.name}`), ...line.options.map((o) => o.name)];
  return (
    <Box sx={{ textAlign: 'left', width: '100%', opacity: done ? 0.45 : 1, textDecoration: done ? 'line-through' : 'none' }}>
      <Typography component="span" sx={{ fontSize: 22, fontWeight: 800, lineHeight: 1.25, display: 'block' }}>
        {line.quantity} × {inLanguage(line, i18n.language).name}
      </Typography>
      {choices.map((c, i) => (
        <Typography
          key={i}
          component="span"
          data-testid="ticket-choice"
          sx={{ display: 'block', fontSize: 18, fontWeight: 600, pl: 1.5, ml: 0.5, borderLeft: 4, borderColor: 'warning.main', lineHeight: 1.3 }}
        >
          {c}
        </Typography>
      ))}
      {line.note?.trim() && (
        <Typography component="span" sx={{ display: 'block', fontSize: 18, fontStyle: 'italic', fontWeight: 700, color: 'error.dark', pl: 1.5 }}>
          {t('kitchen:ticket.lineNote', { note: line.note.trim() })}
        </Typography>
      )}
    </Box>
  );
}

export function TicketCard({
  ticket,
  age,
  minutes,
  lineDone,
  onLine,
  extra,
  children,
}: {
  ticket: KitchenTicket;
  age: TicketAge;
  minutes: number;
  /** Whether a line shows as done (bumped, or its bump waiting in the outbox). */
  lineDone: (line: TicketLine) => boolean;
  /** Tap a line: bump it (station boards); absent on the expeditor's view. */
  onLine?: (line: TicketLine) => void;
  /** Between the header and the lines (the expeditor's station progress). */
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const colors = AGE_COLORS[age];
  const big = ticket.call_number ?? ticket.order_id.replace(/^ORD-/, '');
  return (
    <Box
      component="li"
      aria-label={t('kitchen:ticket.label', { id: ticket.call_number ?? ticket.order_id, minutes, age: t(`kitchen:age.${age}`) })}
      data-order-id={ticket.order_id}
      data-age={age}
      sx={{
        listStyle: 'none',
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 2,
        border: 4,
        borderColor: colors.border,
        overflow: 'hidden',
        boxShadow: age === 'late' ? '0 0 0 3px rgba(255,23,68,0.45)' : undefined,
      }}
    >
      <Box data-testid="ticket-header" sx={{ bgcolor: colors.bg, color: colors.fg, px: 1.5, py: 0.75 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
          <Typography
            component="h2"
            sx={{ flex: 1, minWidth: 0, fontSize: ticket.call_number ? 40 : 30, fontWeight: 900, fontFamily: MONO, lineHeight: 1.15 }}
            noWrap
          >
            {big}
          </Typography>
          <Typography data-testid="ticket-elapsed" sx={{ fontSize: 28, fontWeight: 900, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {t('kitchen:ticket.minutes', { count: minutes })}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', fontSize: 15, fontWeight: 700 }}>
          <Box component="span" sx={{ textTransform: 'uppercase', letterSpacing: 1 }}>
            {t(`kitchen:age.${age}`)}
          </Box>
          {ticket.call_number && (
            <Box component="span" sx={{ fontFamily: MONO }}>
              {ticket.order_id}
            </Box>
          )}
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'right' }}>
            {[ticket.customer_name, t(`cashier:channel.${ticket.channel}`, { defaultValue: ticket.channel })].filter(Boolean).join(' · ')}
          </Box>
        </Stack>
      </Box>
      {extra}
      <Box component="ul" sx={{ m: 0, p: 0, flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {ticket.lines.map((line) => {
          const done = lineDone(line);
          return (
            <Box component="li" key={line.item_uuid} sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}>
              {onLine ? (
                <ButtonBase
                  onClick={() => onLine(line)}
                  disabled={done}
                  sx={{ width: '100%', minHeight: 48, px: 1.5, py: 0.5, justifyContent: 'flex-start' }}
                >
                  {/* The name is what the line shows, after the word for what a tap does. */}
                  <Box component="span" sx={visuallyHidden}>
                    {t('kitchen:ticket.bumpLine')}{' '}
                  </Box>
                  <LineText line={line} done={done} />
                </ButtonBase>
              ) : (
                <Box sx={{ px: 1.5, py: 0.5, minHeight: 40 }}>
                  <LineText line={line} done={done} />
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {ticket.note?.trim() && (
        <Typography sx={{ px: 1.5, py: 0.5, fontSize: 18, fontWeight: 700, bgcolor: 'warning.light', color: 'common.black' }}>
          {t('kitchen:ticket.orderNote', { note: ticket.note.trim() })}
        </Typography>
      )}
      {children && <Box sx={{ p: 1, pt: 0.75 }}>{children}</Box>}
    </Box>
  );
}
