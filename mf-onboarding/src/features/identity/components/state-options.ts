import { US_STATES } from '@portal/shared/constants';
import type { SelectOption } from '@portal/shared/ui';

/** The 50 states, DC and Puerto Rico (requirements §5). */
export const STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((state) => ({
  value: state.code,
  label: state.name,
}));
