// The dense grid a kitchen board lays its tickets in: as many columns as fit (at least TICKET_MIN_PX
// wide), two rows while the tickets fit in them and three beyond where the screen is tall enough
// (rows at least ROW_MIN_PX), every row the same height, so that a 1920×1080 screen shows 12 tickets
// (6 × 2) and up to 18 without scrolling; a longer queue scrolls the grid, oldest first at the top left.
import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

const TICKET_MIN_PX = 290;
const ROW_MIN_PX = 240;
const GAP_PX = 12;

/** How many columns fit, and how many rows of at least ROW_MIN_PX (1 to 3). */
function useFit(): [React.RefObject<HTMLUListElement | null>, { cols: number; rows: number }] {
  const ref = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState({ cols: 4, rows: 2 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () =>
      setFit({
        cols: Math.max(1, Math.floor((el.clientWidth + GAP_PX) / (TICKET_MIN_PX + GAP_PX))),
        rows: Math.min(3, Math.max(1, Math.floor((el.clientHeight + GAP_PX) / (ROW_MIN_PX + GAP_PX)))),
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, fit];
}

export function TicketGrid({ count, label, children }: { count: number; label: string; children: ReactNode }) {
  const [ref, { cols, rows: most }] = useFit();
  const rows = Math.min(most, count > cols * 2 ? 3 : 2);
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
