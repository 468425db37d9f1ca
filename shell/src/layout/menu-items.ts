/**
 * The side menu of requirements §2. Each item belongs to a module: a module the deployment or the
 * tenant disables has no menu item, just as it has no route.
 */
import { ROUTES } from '@portal/shared';
import type { ModuleId } from '../boot/deployment';

export interface MenuItem {
  /** The catalogue id of the item's name. */
  labelId: string;
  to: string;
  module: ModuleId;
}

export const MENU_ITEMS: MenuItem[] = [
  { labelId: 'shell.menu.account', to: ROUTES.account, module: 'onboarding' },
  { labelId: 'shell.menu.newTransfer', to: ROUTES.stepSelectAccount, module: 'banking' },
  { labelId: 'shell.menu.bankAccount', to: ROUTES.bankAccounts, module: 'banking' },
  { labelId: 'shell.menu.transferHistory', to: ROUTES.transferHistory, module: 'transfers' },
  { labelId: 'shell.menu.messages', to: ROUTES.messageCenter, module: 'messages' },
];

export function enabledMenuItems(available: ReadonlySet<ModuleId>): MenuItem[] {
  return MENU_ITEMS.filter((item) => available.has(item.module));
}
