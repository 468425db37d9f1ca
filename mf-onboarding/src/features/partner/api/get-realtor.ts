import { api, type Realtor } from '@portal/shared';
import type { AgentLandingPageQuery, AgentLandingPageQueryVariables } from '@portal/shared/graphql';

const REALTOR_QUERY = /* GraphQL */ `
  query AgentLandingPage($landingPageURI: String!) {
    allRealtors(where: { landingPageURI: $landingPageURI, active: true }, first: 1) {
      id
      email
      mobilePhone
      firstName
      lastName
      landingPageURI
      headshotImageURL
      displayName
      displayDescription
      licenses {
        state
        licenseNumber
      }
      brokerage {
        name
        logoURL
        websiteURL
        officePhone
      }
      qrCodeURL
    }
  }
`;

/** allRealtors by landingPageURI and active (requirements §7): the agent of /partner/{landingPageURI}; null when none. */
export const getRealtorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRealtorByLandingPage: build.query<Realtor | null, string>({
      query: (landingPageURI) => ({
        graphql: { query: REALTOR_QUERY, variables: { landingPageURI } satisfies AgentLandingPageQueryVariables },
      }),
      transformResponse: (data: AgentLandingPageQuery): Realtor | null => data.allRealtors[0] ?? null,
      providesTags: ['Realtor'],
    }),
  }),
});

export const { useGetRealtorByLandingPageQuery } = getRealtorApi;
