import { useDispatch } from 'react-redux';
import type { AppDispatch } from './create-portal-store';

export { useAppSelector } from './app-selector';
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
