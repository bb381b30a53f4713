import AssessmentRoundedIcon from '@mui/icons-material/AssessmentRounded';
import BusinessRoundedIcon from '@mui/icons-material/BusinessRounded';
import CategoryRoundedIcon from '@mui/icons-material/CategoryRounded';
import ConfirmationNumberRoundedIcon from '@mui/icons-material/ConfirmationNumberRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import FastfoodRoundedIcon from '@mui/icons-material/FastfoodRounded';
import FeedbackRoundedIcon from '@mui/icons-material/FeedbackRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import RestaurantMenuRoundedIcon from '@mui/icons-material/RestaurantMenuRounded';
import ShoppingCartRoundedIcon from '@mui/icons-material/ShoppingCartRounded';
import StarRateRoundedIcon from '@mui/icons-material/StarRateRounded';
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
  feedback: FeedbackRoundedIcon,
  review: StarRateRoundedIcon,
  notifications: NotificationsRoundedIcon,
  cash: AccountBalanceWalletRoundedIcon,
};

export function MenuIcon({ name, ...props }: { name?: MenuIconName } & SvgIconProps) {
  const Icon = ICONS[name ?? 'dashboard'];
  return <Icon {...props} />;
}
