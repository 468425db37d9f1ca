import { useSelector } from 'react-redux';
import type { RootState } from './root-reducer';

/**
 * useSelector typed with the page's state. Apart from hooks.ts because it needs only the
 * state's shape, not the store: endpoints the store's own middleware imports (tenant-api.ts)
 * can use it without an import circle.
 */
export const useAppSelector = useSelector.withTypes<RootState>();
