/**
 * The screens of this remote a visitor can land on, for the shell's server renderer
 * (docs/adr/0043): the server imports them from source (no Module Federation on the server),
 * keyed by their exposed name, and renders only these. A screen belongs here only when its
 * first render depends on nothing the server cannot know (no sessionStorage, no history state):
 * AccountVerification reads the registration from history state, so it is not here.
 */
import type { ComponentType } from 'react';
import CreateAccount from './routes/create-account';
import Login from './routes/login';
import PartnerLanding from './routes/partner-landing';

export const SERVER_SCREENS: Readonly<Record<string, ComponentType>> = {
  CreateAccount,
  Login,
  PartnerLanding,
};
