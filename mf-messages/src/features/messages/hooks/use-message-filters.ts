import { useMemo, useState } from 'react';
import { MESSAGE_TYPES, type MessageType } from '@portal/shared/constants';
import type { ClientMessagesQueryVariables, SortClientMessagesBy } from '@portal/shared/graphql';
import { type DatePresetId, type DateRange, presetRange, rangeFilter } from '../lib/date-presets';

export const PAGE_SIZE = 10;

/** The dates shown: a preset's range (with its id) or a range picked by hand. */
export interface DateFilter {
  range: DateRange;
  preset: DatePresetId | null;
}

/**
 * The message center's filters, sort and page, and the AllClientMessages variables they make
 * (requirements §2, §7). Every filter change goes back to the first page.
 */
export function useMessageFilters(clientId: string) {
  const [search, setSearchState] = useState('');
  const [dates, setDatesState] = useState<DateFilter | null>(() => ({
    range: presetRange('last7Days'),
    preset: 'last7Days',
  }));
  const [types, setTypesState] = useState<MessageType[]>([]);
  const [sortBy, setSortByState] = useState<SortClientMessagesBy>('createdAt_DESC');
  const [page, setPage] = useState(0);

  const variables = useMemo((): ClientMessagesQueryVariables => {
    const text = search.trim();
    return {
      where: {
        client: { id: clientId },
        // None checked shows every type (requirements §4); the list never leaves the four of requirements §9.
        messageType_in: types.length > 0 ? types : [...MESSAGE_TYPES],
        ...(dates ? rangeFilter(dates.range) : {}),
        ...(text
          ? { OR: [{ transfer: { propertyAddress1_contains_i: text } }, { tenant: { name_contains_i: text } }] }
          : {}),
      },
      // The id breaks ties server-side, so pages never overlap.
      sortBy: sortBy.startsWith('type') ? [sortBy, 'createdAt_DESC'] : [sortBy],
      first: PAGE_SIZE,
      skip: page * PAGE_SIZE,
    };
  }, [clientId, search, dates, types, sortBy, page]);

  const resetting =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return {
    search,
    dates,
    types,
    sortBy,
    page,
    variables,
    setSearch: resetting(setSearchState),
    setDates: resetting(setDatesState),
    setTypes: resetting(setTypesState),
    setSortBy: resetting(setSortByState),
    setPage,
  };
}

export type MessageFilters = ReturnType<typeof useMessageFilters>;
