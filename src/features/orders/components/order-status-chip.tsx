// The coloured chip of an order's status, the same colours in the list and the drawer.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../server/contracts/orders';
import { ORDER_STATUS_COLORS } from '../../../lib/order-status';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={ORDER_STATUS_COLORS[status]} label={t(`orders:status.${status}`)} data-testid="order-status" />;
}
