// The pieces the consumer's own pages share (companies, orders, notifications, wallet): the page
// title, the thin load strip, a card that opens a page, a card of rows between dividers, the pager.
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function PageTitle({ children, mb = 2 }: { children: ReactNode; mb?: number }) {
  return (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 750, mb }}>
      {children}
    </Typography>
  );
}

/** Four pixels that hold a progress bar while the page loads, so nothing below jumps. */
export function LoadStrip({ loading, sx = { my: 1 } }: { loading: boolean; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return <Box sx={[{ height: 4 }, ...(Array.isArray(sx) ? sx : [sx])]}>{loading && <LinearProgress aria-label={t('consumer:common.loading')} />}</Box>;
}

/** An outlined card that opens `to`, with a chevron at its end. */
export function LinkCard({ to, testId, gap, p, children }: { to: string; testId: string; gap: number; p: number; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} data-testid={testId} sx={{ p, display: 'flex', gap, justifyContent: 'flex-start' }}>
        {children}
        <ChevronRightRoundedIcon color="action" />
      </CardActionArea>
    </Card>
  );
}

/** One outlined card with a row per item, dividers between them; nothing when there are none. */
export function DividedCard<T extends { uuid: string }>({ items, children }: { items: readonly T[]; children: (item: T) => ReactNode }) {
  if (items.length === 0) return null;
  return (
    <Card variant="outlined">
      {items.map((item, i) => (
        <Box key={item.uuid}>
          {i > 0 && <Divider />}
          {children(item)}
        </Box>
      ))}
    </Card>
  );
}

/** Pages of a list (0-based `page`), shown only when there is more than one. */
export function Pager({ pageCount, page, onPage }: { pageCount: number | undefined; page: number; onPage(page: number): void }) {
  if (!pageCount || pageCount <= 1) return null;
  const sx = { mt: 2, display: 'flex', justifyContent: 'center' };
  return <Pagination sx={sx} count={pageCount} page={page + 1} onChange={(_e, p) => onPage(p - 1)} siblingCount={0} />;
}
