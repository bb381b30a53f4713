// The colour of each order status, the same wherever an order's status is shown as a chip.
import type { OrderStatus } from '../../server/contracts/orders';

export const ORDER_STATUS_COLORS: Record<OrderStatus, 'default' | 'info' | 'primary' | 'warning' | 'success' | 'error' | 'secondary'> = {
  placed: 'info',
  accepted: 'primary',
  preparing: 'warning',
  ready: 'secondary',
  completed: 'success',
  cancelled: 'error',
  refunded: 'default',
};
