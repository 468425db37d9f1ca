// The message center's fixtures for component tests: messages as AllClientMessages answers
// them, the type-count query's answer, and the screen width.
import { MESSAGE_TYPES, type MessageType } from '@portal/shared/constants';
import { json, type StubHandler } from '@portal/shared/testing';
import { NARROW_QUERY } from '../features/messages/hooks/use-narrow-screen';

export const CREATED_AT = '2026-11-20T15:04:00.000Z';
export const UPDATED_AT = '2026-11-21T09:30:00.000Z';

/** Message n: a transfer_initiated notice about 'n Main Street', with its PDF. */
export function message(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `m-${n}`,
    messageURL: `/api/messages/m-${n}/pdf`,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
    label: 'Transfer initiated',
    type: 'transfer_initiated',
    tenant: { name: 'Demo Title & Escrow' },
    transfer: { id: `t-${n}`, propertyAddress1: `${n} Main Street` },
    ...overrides,
  };
}

/** The type-count query's answer (stubbed under its first field, transfer_fail): none unless given. */
export function typeCounts(counts: Partial<Record<MessageType, number>>): StubHandler {
  return () => json({ data: Object.fromEntries(MESSAGE_TYPES.map((type) => [type, { count: counts[type] ?? 0 }])) });
}

/** The window below (true) or above the message list's breakpoint. */
export function setNarrow(narrow: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: narrow && query === NARROW_QUERY,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}
