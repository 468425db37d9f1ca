/**
 * @portal/shared/contracts: the shapes the API's REST routes take and answer, declared once for
 * the API (which types its services with them) and the front ends (which type their calls).
 * Types only: nothing here reaches the browser or needs a package, so the API imports it too.
 * The GraphQL contract is api/schema.graphql and its generated types (@portal/shared/graphql).
 */
export type * from './banking';
export type * from './identity';
export type * from './sandbox-link';
export type * from './transfers';
