// Domain records the shared state holds (requirements §3), in the shapes the API answers them in
// (generated from api/schema.graphql): the session's client is the ClientFields fragment, which
// REST sign-in and registration answer too; the partner page's realtor is the AgentLandingPage
// query's. The session may hold only part of one (restored from storage, or the placeholder the
// server renders a signed-in page with): every field but the id is optional.
import type { AgentLandingPageQuery, ClientFieldsFragment } from '../graphql/operation-types';

type Known<Row extends { id: string }> = Partial<Row> & Pick<Row, 'id'>;

export type Client = Known<ClientFieldsFragment>;

type LandingPageRealtor = AgentLandingPageQuery['allRealtors'][number];
export type Realtor = Known<LandingPageRealtor>;
export type RealtorLicense = LandingPageRealtor['licenses'][number];
export type RealtorBrokerage = NonNullable<LandingPageRealtor['brokerage']>;

/** The login provider's profile of the signed-in user; its shape is the provider's. */
export type LoginUser = Readonly<Record<string, unknown>>;
