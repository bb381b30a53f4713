import AssessmentRoundedIcon from '@mui/icons-material/AssessmentRounded';
import BusinessRoundedIcon from '@mui/icons-material/BusinessRounded';
import CategoryRoundedIcon from '@mui/icons-material/CategoryRounded';
import ConfirmationNumberRoundedIcon from '@mui/icons-material/ConfirmationNumberRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import FastfoodRoundedIcon from '@mui/icons-material/FastfoodRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import RestaurantMenuRoundedIcon from '@mui/icons-material/RestaurantMenuRounded';
import ShoppingCartRoundedIcon from '@mui/icons-material/ShoppingCartRounded';
import SupportAgentRoundedIcon from '@mui/icons-material/SupportAgentRounded';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { MenuIcon as MenuIconName } from '../config/menu';

const ICONS: Record<MenuIconName, ComponentType<SvgIconProps>> = {
  dashboard: DashboardRoundedIcon,
  company: BusinessRoundedIcon,
  users: GroupRoundedIcon,
  executive: SupportAgentRoundedIcon,
  category: CategoryRoundedIcon,
  coupon: ConfirmationNumberRoundedIcon,
  product: FastfoodRoundedIcon,
  orders: ReceiptLongRoundedIcon,
  report: AssessmentRoundedIcon,
  menu: RestaurantMenuRoundedIcon,
  cart: ShoppingCartRoundedIcon,
};

export function MenuIcon({ name, ...props }: { name?: MenuIconName } & SvgIconProps) {
  const Icon = ICONS[name ?? 'dashboard'];
  return <Icon {...props} />;
}
