import { api } from '@portal/shared';
import type { TenantAgentsQuery, TenantAgentsQueryVariables } from '@portal/shared/graphql';

export type AgentRecord = TenantAgentsQuery['allRealtors'][number];

const AGENTS_QUERY = /* GraphQL */ `
  query TenantAgents($tenantId: ID!) {
    allRealtors(where: { tenant: { id: $tenantId }, active: true }) {
      id
      firstName
      lastName
      displayName
    }
  }
`;

/** allRealtors by tenant and active (requirements §7), never cached: the agent picker's choices. */
export const getAgentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgents: build.query<AgentRecord[], string>({
      query: (tenantId) => ({
        graphql: { query: AGENTS_QUERY, variables: { tenantId } satisfies TenantAgentsQueryVariables },
      }),
      transformResponse: (data: TenantAgentsQuery): AgentRecord[] => data.allRealtors,
      keepUnusedDataFor: 0,
      providesTags: ['Realtor'],
    }),
  }),
});

export const { useGetAgentsQuery } = getAgentsApi;
