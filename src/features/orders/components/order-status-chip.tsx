// The coloured chip of an order's status, the same colours in the list and the drawer.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../server/contracts/orders';

const COLORS: Record<OrderStatus, 'default' | 'info' | 'primary' | 'warning' | 'success' | 'error' | 'secondary'> = {
  placed: 'info',
  accepted: 'primary',
  preparing: 'warning',
  ready: 'secondary',
  completed: 'success',
  cancelled: 'error',
  refunded: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} label={t(`orders:status.${status}`)} data-testid="order-status" />;
}
