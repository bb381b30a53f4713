// The dense grid a kitchen board lays its tickets in: as many columns as fit (at least TICKET_MIN_PX
// wide), two rows while the tickets fit in them and three beyond, every row the same height so that
// a 1920×1080 screen shows 12 tickets (6 × 2) and up to 18 without scrolling; a longer queue
// scrolls the grid, oldest first at the top left.
import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

const TICKET_MIN_PX = 290;
const GAP_PX = 12;

function useColumns(): [React.RefObject<HTMLUListElement | null>, number] {
  const ref = useRef<HTMLUListElement>(null);
  const [cols, setCols] = useState(4);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setCols(Math.max(1, Math.floor((el.clientWidth + GAP_PX) / (TICKET_MIN_PX + GAP_PX))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, cols];
}

export function TicketGrid({ count, label, children }: { count: number; label: string; children: ReactNode }) {
  const [ref, cols] = useColumns();
  const rows = count > cols * 2 ? 3 : 2;
  return (
    <Box
      component="ul"
      ref={ref}
      aria-label={label}
      data-testid="ticket-grid"
      sx={{
        flex: 1,
        minHeight: 0,
        m: 0,
        px: 1.5,
        pb: 1.5,
        display: 'grid',
        gap: `${GAP_PX}px`,
        gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
        gridAutoRows: `calc((100% - ${(rows - 1) * GAP_PX}px) / ${rows})`,
        overflowY: 'auto',
        alignContent: 'start',
      }}
    >
      {children}
    </Box>
  );
}
