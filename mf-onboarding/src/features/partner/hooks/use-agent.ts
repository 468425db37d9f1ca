import { useEffect } from 'react';
import { selectRealtor, setRealtor, skipToken, useAppDispatch, useAppSelector } from '@portal/shared';
import { useGetRealtorByLandingPageQuery } from '../api/get-realtor';

/**
 * The agent of a landing page key, kept in the session (requirements §3, §6): a realtor stored with a
 * 24-character id becomes the realtor of the client's transfers.
 */
export function useAgent(landingPageKey: string | null) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectRealtor);
  const query = useGetRealtorByLandingPageQuery(landingPageKey ?? skipToken);
  const realtor = query.data;
  useEffect(() => {
    if (realtor && stored?.id !== realtor.id) dispatch(setRealtor(realtor));
  }, [realtor, stored?.id, dispatch]);
  return query;
}
