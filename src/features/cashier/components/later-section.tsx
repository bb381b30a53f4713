// The queue's "Later" section (issue 15): orders placed for a pickup slot whose kitchen time has not
// come yet (fire_at after now). They wait here, off the columns and off the kitchen screen, and move
// to the board by themselves when their fire time passes (the queue re-reads the clock every second).
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotLabel, slotTime } from '../../../lib/pickup-slots';
import type { BoardCard } from '../board';

/** Whether a card waits for a later pickup slot at `now`. */
export const isLater = (card: BoardCard, now: number) => Boolean(card.fire_at && Date.parse(card.fire_at) > now);

export function LaterSection({ cards, onCancel }: { cards: BoardCard[]; onCancel: (card: BoardCard) => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  const lang = i18n.language;
  const sorted = [...cards].sort((a, b) => (a.fire_at ?? '').localeCompare(b.fire_at ?? ''));
  return (
    <Box component="section" aria-labelledby="queue-later" sx={{ px: 2, pb: 1 }} data-testid="queue-later">
      <Button
        id="queue-later"
        onClick={() => setOpen((o) => !o)}
        startIcon={<ScheduleRoundedIcon />}
        endIcon={open ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
        aria-expanded={open}
        title={t('slots:queue.laterTitle')}
      >
        {t('slots:queue.later', { count: cards.length })}
      </Button>
      <Collapse in={open}>
        {sorted.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
            {t('slots:queue.laterEmpty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
            {sorted.map((c) => (
              <Box
                component="li"
                key={c.key}
                data-order-id={c.order_id}
                aria-label={t('cashier:queue.card', {
                  id: c.order_id,
                  status: t('slots:queue.pickup', { time: slotLabel(c.pickup_slot ?? c.fire_at!, lang) }),
                })}
                sx={{ flex: '0 0 auto', minWidth: 200, p: 1, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
              >
                <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
                  <Typography sx={{ fontWeight: 800, fontFamily: 'ui-monospace, Menlo, Consolas, monospace', flex: 1 }}>
                    {c.order_id.replace(/^ORD-/, '')}
                  </Typography>
                  {c.pickup_slot && (
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {t('slots:queue.pickup', { time: slotLabel(c.pickup_slot, lang) })}
                    </Typography>
                  )}
                </Stack>
                {c.customer_name && (
                  <Typography variant="body2" noWrap>
                    {c.customer_name}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" component="p">
                  {c.item_count !== null && `${t('cashier:queue.items', { count: c.item_count })} · `}
                  {t('slots:queue.fires', { time: slotTime(c.fire_at!, lang) })}
                </Typography>
                <Button color="error" size="small" onClick={() => onCancel(c)} sx={{ minHeight: 36, mt: 0.5 }}>
                  {t('cashier:queue.cancel')}
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </Collapse>
    </Box>
  );
}
