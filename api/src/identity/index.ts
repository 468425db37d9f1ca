/** The identity domain's public face: what other domains and the composition root may import. */
export { authPlugin } from './auth-plugin';
export { authRoutes } from './auth-routes';
export { oncePerRequestRule } from './once-per-request-rule';
export { passkeyRoutes } from './passkeys/passkey-routes';
export { requireStepUp, stepUpRoutes } from './step-up/step-up-routes';
export { createRegistrationResolvers } from './registration-resolvers';
export { userRoutes } from './user-routes';
