import type { TextDescriptor } from '@portal/shared/i18n';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { passkeyNameSchema } from '@portal/shared/validation';
import type { PasskeyOptions, PasskeyView, SignedIn } from '@portal/shared/contracts';
import type { Clock } from '../../platform/clock';
import type { WebauthnCeremony } from '../../platform/database/schema';
import type { AuthContext } from '../../platform/http/auth-context';
import { AppError, badUserInput, notFound } from '../../platform/http/errors';
import type { TenantRef } from '../account-repository';
import type { AuthRepositories, AuthStore } from '../auth-store';
import type { SessionService } from '../session-service';
import { signedInAnswer } from '../signed-in-answer';
import { announcePasskeyAdded } from './passkey-email';
import type { PasskeyOwner, PasskeyRow } from './passkey-repository';
import type { RelyingParty } from './relying-party';

const MINUTE_MS = 60_000;
/** How long the browser has to answer a challenge: WebAuthn's own timeout, and the row's life. */
export const CHALLENGE_TTL_MS = 5 * MINUTE_MS;
/** Adding a passkey needs a sign-in this recent: a session left open on a shared computer is not enough. */
export const FRESH_SIGN_IN_MS = 10 * MINUTE_MS;
/** Expired challenges deleted per new one: more than one, so the table shrinks after a burst. */
const EXPIRED_CHALLENGES_PURGED = 20;

export const PASSKEY_NOT_RECOGNIZED: TextDescriptor = { id: 'identity.passkeyNotRecognized' };
export const PASSKEY_REQUEST_EXPIRED: TextDescriptor = { id: 'identity.passkeyRequestExpired' };
export const SIGN_IN_AGAIN_TO_ADD: TextDescriptor = { id: 'identity.signInAgainToAddPasskey' };
export const PASSKEY_NOT_FOUND: TextDescriptor = { id: 'identity.passkeyNotFound' };
const PASSKEY_NOT_ADDED: TextDescriptor = { id: 'identity.passkeyNotAdded' };

export function toPasskeyView(row: PasskeyRow): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/** The challenge a browser answered, read from its clientDataJSON (base64url JSON), or null. */
function answeredChallenge(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const encoded = response.response?.clientDataJSON;
  if (typeof encoded !== 'string' || encoded.length > 4096) return null;
  try {
    const challenge = (JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { challenge?: unknown })
      .challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A default name the client can change: the kind of authenticator and the day it was added. */
function defaultName(deviceType: string, at: Date): string {
  return `${deviceType === 'multiDevice' ? 'Synced passkey' : 'Device passkey'} added ${at.toISOString().slice(0, 10)}`;
}

export function createPasskeyService(deps: { store: AuthStore; sessions: SessionService; clock: Clock }) {
  const { store, sessions, clock } = deps;

  const newChallenge = async (
    repositories: AuthRepositories,
    ceremony: WebauthnCeremony,
    tenantId: string,
    clientId: string | null,
    challenge: string,
  ) => {
    await repositories.passkeys.purgeExpiredChallenges(clock(), EXPIRED_CHALLENGES_PURGED);
    await repositories.passkeys.insertChallenge({
      challenge,
      ceremony,
      tenantId,
      clientId,
      expiresAt: new Date(clock().getTime() + CHALLENGE_TTL_MS),
    });
  };

  /** Takes the answered challenge once, or refuses the answer: replayed, expired, another ceremony's or client's. */
  const takeChallenge = async (
    repositories: AuthRepositories,
    response: unknown,
    ceremony: WebauthnCeremony,
    tenantId: string,
    clientId: string | null,
  ): Promise<string> => {
    const challenge = isObject(response) ? answeredChallenge(response) : null;
    if (!challenge || !(await repositories.passkeys.takeChallenge(challenge, ceremony, tenantId, clientId, clock()))) {
      throw badUserInput(PASSKEY_REQUEST_EXPIRED);
    }
    return challenge;
  };

  /**
   * Verifies an assertion against the tenant's passkey for this host, and records its use. The
   * counter must move forward (unless the authenticator keeps none: 0 and 0), and a credential
   * never changes between single-device and synced: either means a cloned or forged authenticator.
   * A refusal is returned, not thrown, so the caller can commit its audit row.
   */
  const assert = async (
    repositories: AuthRepositories,
    rp: RelyingParty,
    tenantId: string,
    response: unknown,
    challenge: string,
  ): Promise<{ used: PasskeyRow } | { refused: PasskeyRow | null }> => {
    const credentialId = isObject(response) && typeof response.id === 'string' ? response.id : null;
    const stored = credentialId && (await repositories.passkeys.findForSignIn(tenantId, rp.id, credentialId));
    if (!stored) return { refused: null };
    const verified = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: stored.credentialId,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: stored.counter,
        transports: stored.transports as never,
      },
    }).catch(() => null);
    const info = verified?.verified ? verified.authenticationInfo : null;
    if (!info || info.credentialDeviceType !== stored.deviceType) return { refused: stored };
    await repositories.passkeys.recordUse(stored.id, {
      counter: info.newCounter,
      backedUp: info.credentialBackedUp,
      lastUsedAt: clock(),
    });
    return { used: stored };
  };

  /** Audits a refused assertion of a known passkey (in its own statement: the ceremony's transaction is over). */
  const refuse = async (refused: PasskeyRow | null): Promise<never> => {
    if (refused) await store.passkeys.recordEvent(refused, 'passkey.refused', { passkeyId: refused.id });
    throw badUserInput(PASSKEY_NOT_RECOGNIZED);
  };

  return {
    /** Options for adding a passkey: the session's client, signed in within the last minutes. */
    async registrationOptions(auth: AuthContext, rp: RelyingParty): Promise<PasskeyOptions> {
      const signedInAt = await store.sessions.signedInAt(auth.sessionId);
      if (!signedInAt || signedInAt.getTime() + FRESH_SIGN_IN_MS <= clock().getTime()) {
        throw new AppError('FORBIDDEN', 403, SIGN_IN_AGAIN_TO_ADD);
      }
      const client = await store.accounts.findClient(auth.tenantId, auth.clientId);
      if (!client) throw notFound(PASSKEY_NOT_FOUND);
      const existing = await store.passkeys.list(auth);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: client.mobilePhone,
        userDisplayName: [client.firstName, client.lastName].join(' '),
        userID: Buffer.from(client.id.replace(/-/g, ''), 'hex'),
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await newChallenge(store, 'registration', auth.tenantId, auth.clientId, options.challenge);
      return options as unknown as PasskeyOptions;
    },

    /** Adds the passkey the browser made for the options above; audited and announced by e-mail. */
    async register(auth: AuthContext, rp: RelyingParty, body: unknown): Promise<PasskeyView> {
      const response = isObject(body) ? body.response : undefined;
      const requestedName = isObject(body) && body.name !== undefined ? body.name : undefined;
      const name =
        requestedName === undefined
          ? undefined
          : (await passkeyNameSchema.validate({ name: requestedName }, { stripUnknown: true })).name;
      return store.transaction(async (repositories) => {
        const challenge = await takeChallenge(repositories, response, 'registration', auth.tenantId, auth.clientId);
        let verification;
        try {
          verification = await verifyRegistrationResponse({
            response: response as RegistrationResponseJSON,
            expectedChallenge: challenge,
            expectedOrigin: rp.origin,
            expectedRPID: rp.id,
            requireUserVerification: true,
          });
        } catch {
          throw badUserInput(PASSKEY_NOT_ADDED);
        }
        if (!verification.verified) throw badUserInput(PASSKEY_NOT_ADDED);
        const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
        const now = clock();
        const row = await repositories.passkeys.insert({
          tenantId: auth.tenantId,
          clientId: auth.clientId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          rpId: rp.id,
          name: name ?? defaultName(credentialDeviceType, now),
          createdAt: now,
        });
        await repositories.passkeys.recordEvent(auth, 'passkey.added', { passkeyId: row.id, rpId: rp.id });
        const client = await repositories.accounts.findClient(auth.tenantId, auth.clientId);
        if (client?.email) await announcePasskeyAdded(repositories.outbox, client.email, row, rp.name);
        return toPasskeyView(row);
      });
    },

    /** Options for signing in: no user named (the passkey says who), a discoverable credential of this host. */
    async authenticationOptions(tenant: TenantRef, rp: RelyingParty): Promise<PasskeyOptions> {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: CHALLENGE_TTL_MS,
        userVerification: 'required',
      });
      await newChallenge(store, 'authentication', tenant.id, null, options.challenge);
      return options as unknown as PasskeyOptions;
    },

    /** Signs in with a passkey: the same session as a verified code, without any text message. */
    async signIn(tenant: TenantRef, rp: RelyingParty, body: unknown): Promise<SignedIn> {
      const response = isObject(body) ? body.response : undefined;
      const outcome = await store.transaction(async (repositories) => {
        const challenge = await takeChallenge(repositories, response, 'authentication', tenant.id, null);
        const checked = await assert(repositories, rp, tenant.id, response, challenge);
        if ('refused' in checked) return checked;
        const client = await repositories.accounts.findClient(tenant.id, checked.used.clientId);
        if (!client?.active) return { refused: null };
        await repositories.passkeys.recordEvent(checked.used, 'passkey.signed-in', { passkeyId: checked.used.id });
        return { client, session: await sessions.start(repositories, { clientId: client.id, tenantId: tenant.id }) };
      });
      if ('refused' in outcome) return refuse(outcome.refused);
      return signedInAnswer(store, outcome.client, outcome.session);
    },

    /** Options for proving, once more, that the session's client holds one of their passkeys. */
    async stepUpOptions(auth: AuthContext, rp: RelyingParty): Promise<PasskeyOptions> {
      const existing = (await store.passkeys.list(auth)).filter((row) => row.rpId === rp.id);
      if (existing.length === 0) throw notFound(PASSKEY_NOT_FOUND);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: CHALLENGE_TTL_MS,
        userVerification: 'required',
        allowCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
      });
      await newChallenge(store, 'step-up', auth.tenantId, auth.clientId, options.challenge);
      return options as unknown as PasskeyOptions;
    },

    /**
     * Checks a step-up assertion: the passkey must be the session client's. `grant` runs in the
     * same transaction once it holds, so the proof and what it allows commit together.
     */
    async stepUp(
      auth: AuthContext,
      rp: RelyingParty,
      response: unknown,
      grant: (repositories: AuthRepositories) => Promise<void>,
    ): Promise<void> {
      const outcome = await store.transaction(async (repositories) => {
        const challenge = await takeChallenge(repositories, response, 'step-up', auth.tenantId, auth.clientId);
        const checked = await assert(repositories, rp, auth.tenantId, response, challenge);
        if ('refused' in checked) return checked;
        if (checked.used.clientId !== auth.clientId) return { refused: null };
        await repositories.passkeys.recordEvent(auth, 'passkey.step-up', { passkeyId: checked.used.id });
        await grant(repositories);
        return { granted: true };
      });
      if ('refused' in outcome) await refuse(outcome.refused);
    },

    async list(auth: AuthContext): Promise<PasskeyView[]> {
      return (await store.passkeys.list(auth)).map(toPasskeyView);
    },

    async rename(auth: AuthContext, id: string, body: unknown): Promise<PasskeyView> {
      const { name } = await passkeyNameSchema.validate(body, { abortEarly: false, stripUnknown: true });
      return store.transaction(async (repositories) => {
        const row = await repositories.passkeys.rename(auth, id, name);
        if (!row) throw notFound(PASSKEY_NOT_FOUND);
        await repositories.passkeys.recordEvent(auth, 'passkey.renamed', { passkeyId: id });
        return toPasskeyView(row);
      });
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      await store.transaction(async (repositories) => {
        const row = await repositories.passkeys.remove(auth, id);
        if (!row) throw notFound(PASSKEY_NOT_FOUND);
        await repositories.passkeys.recordEvent(auth, 'passkey.removed', { passkeyId: id });
      });
    },

    /** Whether the client has a passkey for this host (step-up asks for it rather than a code). */
    async hasPasskey(owner: PasskeyOwner, rp: RelyingParty): Promise<boolean> {
      return (await store.passkeys.list(owner)).some((row) => row.rpId === rp.id);
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
