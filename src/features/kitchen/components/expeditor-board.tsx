// The expeditor's view: every order in the kitchen, oldest fired first, with each station's progress
// on it (lines bumped of lines routed there). Once every station is done the order can be marked
// ready; that goes through the order's own status flow (an outbox write like the till's), so the
// pickup screen and the consumer's notifications follow.
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpeditorBoard as Board, ExpeditorTicket } from '../../../../server/contracts/kitchen';
import { ticketAge } from '../../../../server/contracts/constants/kitchen';
import { useOutbox } from '../../../lib/offline/outbox';
import { useNow } from '../../../lib/use-now';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchExpeditor } from '../api/kitchen-api';
import { useAcked } from '../hooks/use-acked';
import { useKitchenLive } from '../hooks/use-kitchen-live';
import { pendingBumps, pendingReady, readyKeys, readyWrites, ticketName } from '../kitchen-writes';
import { BoardHeader } from './board-header';
import { minutesSince } from './station-board';
import { TicketCard } from './ticket-card';
import { TicketGrid } from './ticket-grid';

function Progress({ ticket, waiting }: { ticket: ExpeditorTicket; waiting: Set<string> }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" direction="row" sx={{ m: 0, p: 1, gap: 0.75, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
      {ticket.stations.map((s) => {
        const done = s.bumped === s.lines;
        return (
          <Box
            component="li"
            key={s.station_uuid}
            data-station={s.name}
            data-done={done}
            sx={{
              listStyle: 'none',
              px: 1.25,
              py: 0.5,
              borderRadius: 1,
              fontSize: 18,
              fontWeight: 800,
              bgcolor: done ? 'success.main' : 'grey.300',
              color: done ? 'common.white' : 'common.black',
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
            }}
          >
            {done && <CheckCircleRoundedIcon fontSize="small" />}
            {t('kitchen:expeditor.progress', { station: s.name, bumped: s.bumped, lines: s.lines })}
            {!done && waiting.has(`${ticket.order_uuid}:*`) && ` · ${t('kitchen:expeditor.sending')}`}
          </Box>
        );
      })}
    </Stack>
  );
}

export function ExpeditorBoard({ storeUuid, onChange }: { storeUuid: string; onChange: () => void }) {
  const { t } = useTranslation();
  usePageTitle(t('kitchen:expeditor.title'));
  const load = useCallback((signal: AbortSignal) => fetchExpeditor(storeUuid, signal), [storeUuid]);
  const live = useKitchenLive<Board>(`expeditor:${storeUuid}`, storeUuid, load);
  const { pending } = useOutbox(storeUuid);
  const now = useNow(1000);
  const [error, setError] = useState<string | null>(null);
  const readying = useMemo(() => pendingReady(pending), [pending]);
  const waiting = useMemo(() => pendingBumps(pending, null), [pending]);
  const sent = useAcked(readyKeys, live.receivedAt);
  const board = live.data;
  const tickets = (board?.tickets ?? []).filter((tk) => !readying.has(tk.order_uuid) && !sent(tk.order_uuid));
  const doneCount = tickets.filter((tk) => tk.all_done).length;

  const ready = (ticket: ExpeditorTicket) => {
    setError(null);
    readyWrites(t, storeUuid, ticket).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', bgcolor: 'grey.900', color: 'common.white' }}>
      <BoardHeader title={t('kitchen:expeditor.title')} count={tickets.length} onChange={onChange} stale={live.stale}>
        <Typography sx={{ fontSize: 22, fontWeight: 700 }}>{t('kitchen:expeditor.doneCount', { count: doneCount })}</Typography>
      </BoardHeader>
      {(error || (live.error && !live.stale)) && (
        <Alert severity="error" sx={{ mx: 1.5, mb: 1 }}>
          {error ?? t('kitchen:board.loadFailed')}
        </Alert>
      )}
      {board && tickets.length === 0 && (
        <Typography sx={{ p: 4, fontSize: 28, textAlign: 'center', opacity: 0.8 }}>{t('kitchen:board.empty')}</Typography>
      )}
      <TicketGrid count={tickets.length} label={t('kitchen:expeditor.tickets')}>
        {tickets.map((ticket) => {
          const minutes = minutesSince(ticket.fired_at, now);
          return (
            <TicketCard
              key={ticket.order_uuid}
              ticket={ticket}
              minutes={minutes}
              age={ticketAge(minutes, board!.settings.warn_minutes, board!.settings.late_minutes)}
              lineDone={() => false}
              extra={<Progress ticket={ticket} waiting={waiting} />}
            >
              <Button
                fullWidth
                variant="contained"
                color="success"
                size="large"
                disabled={!ticket.all_done}
                onClick={() => ready(ticket)}
                data-testid="ticket-ready"
                aria-label={t(ticket.all_done ? 'kitchen:expeditor.readyOne' : 'kitchen:expeditor.waitingOne', { id: ticketName(ticket) })}
                sx={{ minHeight: 56, fontSize: 20, fontWeight: 800 }}
              >
                {ticket.all_done ? t('kitchen:expeditor.ready') : t('kitchen:expeditor.waiting')}
              </Button>
            </TicketCard>
          );
        })}
      </TicketGrid>
    </Box>
  );
}
