// A station's board: its open tickets, oldest fired first, each with only this station's lines.
// Tap a line to bump it, or the ticket's Bump for all its lines; Recall brings the last bumped
// ticket back. Writes go into the outbox (../kitchen-writes.ts): a bump shows at once, works with no
// network, and a stale one (already bumped elsewhere, the order cancelled) comes back as an error
// shown above the board.
import UndoRoundedIcon from '@mui/icons-material/UndoRounded';
import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KitchenTicket, StationBoard as Board, TicketLine } from '../../../../server/contracts/kitchen';
import { ticketAge } from '../../../../server/contracts/constants/kitchen';
import { discardWrite, useOutbox, type OutboxRecord } from '../../../lib/offline/outbox';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchBoard } from '../api/kitchen-api';
import { useAcked } from '../hooks/use-acked';
import { useKitchenLive } from '../hooks/use-kitchen-live';
import { useNow } from '../../../lib/use-now';
import { bumpKeys, bumpWrite, pendingBumps, recallWrite, ticketName, type KitchenWriteMeta, type TicketRef } from '../kitchen-writes';
import { TicketCard } from './ticket-card';
import { TicketGrid } from './ticket-grid';
import { BoardHeader } from './board-header';

export const minutesSince = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));

export function StationBoard({ storeUuid, stationUuid, stationName, onChange }: {
  storeUuid: string;
  stationUuid: string;
  stationName: string;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('kitchen:board.title', { station: stationName }));
  const load = useCallback((signal: AbortSignal) => fetchBoard(stationUuid, signal), [stationUuid]);
  const live = useKitchenLive<Board>(`station:${stationUuid}`, storeUuid, load);
  const { pending, conflicts } = useOutbox(storeUuid);
  const now = useNow(1000);
  const [lastBumped, setLastBumped] = useState<TicketRef | null>(null);
  const [error, setError] = useState<string | null>(null);

  const waiting = useMemo(() => pendingBumps(pending, stationUuid), [pending, stationUuid]);
  const sent = useAcked(useCallback((r: OutboxRecord) => bumpKeys(r, stationUuid), [stationUuid]), live.receivedAt);
  const myConflicts = conflicts.filter((r) => r.kind === 'kitchen-bump' && (r.meta as KitchenWriteMeta | undefined)?.station_uuid === stationUuid);
  const recallWaiting = pending.some((r) => r.kind === 'kitchen-bump' && (r.meta as KitchenWriteMeta | undefined)?.action === 'recall');
  const board = live.data;
  const done = (ticket: KitchenTicket, line: TicketLine) => {
    const keys = [`${ticket.order_uuid}:*`, `${ticket.order_uuid}:${line.item_uuid}`];
    return Boolean(line.bumped_at) || keys.some((k) => waiting.has(k) || sent(k));
  };
  const tickets = (board?.tickets ?? []).filter((tk) => tk.lines.some((l) => !done(tk, l)));
  const recallTarget: TicketRef | null = lastBumped ?? board?.recallable ?? null;

  const run = (write: Promise<unknown>) => {
    setError(null);
    write.catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  const bumpTicket = (ticket: KitchenTicket) => {
    setLastBumped(ticket);
    run(bumpWrite(t, storeUuid, stationUuid, ticket));
  };
  const bumpLine = (ticket: KitchenTicket, line: TicketLine) => {
    if (ticket.lines.every((l) => l.item_uuid === line.item_uuid || done(ticket, l))) setLastBumped(ticket);
    run(bumpWrite(t, storeUuid, stationUuid, ticket, [line.item_uuid]));
  };
  const recall = () => {
    const target = recallTarget;
    setLastBumped(null);
    run(recallWrite(t, storeUuid, stationUuid, target));
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', bgcolor: 'grey.900', color: 'common.white' }}>
      <BoardHeader title={stationName} count={tickets.length} onChange={onChange} stale={live.stale}>
        <Button
          variant="contained"
          color="inherit"
          startIcon={<UndoRoundedIcon />}
          disabled={!recallTarget || recallWaiting}
          onClick={recall}
          sx={{ minHeight: 48, fontSize: 18, color: 'grey.900', '&.Mui-disabled': { bgcolor: 'grey.700', color: 'grey.400' } }}
        >
          {recallTarget ? t('kitchen:board.recallOne', { id: ticketName(recallTarget) }) : t('kitchen:board.recall')}
        </Button>
      </BoardHeader>
      {(error || live.error) && !live.stale && (
        <Alert severity="error" sx={{ mx: 1.5, mb: 1 }} onClose={error ? () => setError(null) : undefined}>
          {error ?? t('kitchen:board.loadFailed')}
        </Alert>
      )}
      {myConflicts.map((r) => (
        <Alert
          key={r.id}
          severity="error"
          sx={{ mx: 1.5, mb: 1, fontSize: 18 }}
          action={
            <Button color="inherit" onClick={() => void discardWrite(r.id)} sx={{ minHeight: 48 }}>
              {t('kitchen:board.dismiss')}
            </Button>
          }
        >
          {t('kitchen:board.refused', { what: r.label, reason: r.error?.message ?? '' })}
        </Alert>
      ))}
      {board && tickets.length === 0 && (
        <Typography sx={{ p: 4, fontSize: 28, textAlign: 'center', opacity: 0.8 }}>{t('kitchen:board.empty')}</Typography>
      )}
      <TicketGrid count={tickets.length} label={t('kitchen:board.tickets', { station: stationName })}>
        {tickets.map((ticket) => {
          const minutes = minutesSince(ticket.fired_at, now);
          return (
            <TicketCard
              key={ticket.order_uuid}
              ticket={ticket}
              minutes={minutes}
              age={ticketAge(minutes, board!.settings.warn_minutes, board!.settings.late_minutes)}
              lineDone={(l) => done(ticket, l)}
              onLine={(l) => bumpLine(ticket, l)}
            >
              <Button
                fullWidth
                variant="contained"
                size="large"
                startIcon={<DoneAllRoundedIcon />}
                onClick={() => bumpTicket(ticket)}
                aria-label={t('kitchen:board.bumpTicket', { id: ticketName(ticket) })}
                sx={{ minHeight: 56, fontSize: 20, fontWeight: 800 }}
              >
                {t('kitchen:board.bump')}
              </Button>
            </TicketCard>
          );
        })}
      </TicketGrid>
    </Box>
  );
}
