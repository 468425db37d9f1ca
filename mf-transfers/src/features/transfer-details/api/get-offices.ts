import { api } from '@portal/shared';
import type { TenantOfficesQuery, TenantOfficesQueryVariables } from '@portal/shared/graphql';

export type OfficeRecord = TenantOfficesQuery['allOffices'][number];

const OFFICES_QUERY = /* GraphQL */ `
  query TenantOffices($tenantId: ID!) {
    allOffices(where: { tenant: { id: $tenantId }, active: true }, sortBy: [title_DESC]) {
      id
      title
      city
      state
    }
  }
`;

/** allOffices (requirements §7): the tenant's active offices, sorted by title descending. */
export const getOfficesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOffices: build.query<OfficeRecord[], string>({
      query: (tenantId) => ({
        graphql: { query: OFFICES_QUERY, variables: { tenantId } satisfies TenantOfficesQueryVariables },
      }),
      transformResponse: (data: TenantOfficesQuery): OfficeRecord[] => data.allOffices,
      providesTags: ['Office'],
    }),
  }),
});

export const { useGetOfficesQuery } = getOfficesApi;
