import DashboardCustomizeRoundedIcon from '@mui/icons-material/DashboardCustomizeRounded';
import PointOfSaleRoundedIcon from '@mui/icons-material/PointOfSaleRounded';
import RestaurantMenuRoundedIcon from '@mui/icons-material/RestaurantMenuRounded';
import TabletRoundedIcon from '@mui/icons-material/TabletRounded';
import type { AppMode } from '../../../lib/access';

export function ModeIcon({ mode }: { mode: AppMode }) {
  switch (mode) {
    case 'backOffice':
      return <DashboardCustomizeRoundedIcon />;
    case 'kiosk':
      return <TabletRoundedIcon />;
    case 'cashier':
      return <PointOfSaleRoundedIcon />;
    case 'consumer':
      return <RestaurantMenuRoundedIcon />;
  }
}
