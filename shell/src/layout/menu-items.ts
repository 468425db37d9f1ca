/**
 * The side menu of requirements §2. Each item belongs to a module: a module the deployment or the
 * tenant disables has no menu item, just as it has no route.
 */
import { ROUTES } from '@portal/shared';
import type { ModuleId } from '../boot/deployment';

export interface MenuItem {
  label: string;
  to: string;
  module: ModuleId;
}

export const MENU_ITEMS: MenuItem[] = [
  { label: 'My Account', to: ROUTES.account, module: 'onboarding' },
  { label: 'New Transfer', to: ROUTES.stepSelectAccount, module: 'banking' },
  { label: 'Bank Account', to: ROUTES.bankAccounts, module: 'banking' },
  { label: 'Transfer History', to: ROUTES.transferHistory, module: 'transfers' },
  { label: 'Messages', to: ROUTES.messageCenter, module: 'messages' },
];

export function enabledMenuItems(available: ReadonlySet<ModuleId>): MenuItem[] {
  return MENU_ITEMS.filter((item) => available.has(item.module));
}
