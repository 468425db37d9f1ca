// Review's authorization and what Make Transfer says when it fails (requirements §8): the
// provider refused, the answer was lost, or the server failed otherwise.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTHORIZATION_CHANGED,
  AUTHORIZATION_REQUIRED,
  CONFIRMING_TRANSFER,
  GENERIC_ERROR,
  wireFraudNotice,
} from '@portal/shared/constants';
import { json, stubApi, type StubCall, type StubHandler } from '@portal/shared/testing';
import { authorize } from '../testing/authorize';
import { authorizationTerms, transferRecord } from '../testing/fixtures';
import { locationText, renderScreen, TENANT } from '../testing/render-screen';
import TransferReview from './transfer-review';

const URL = '/create-account/step-4?go_to_transfer=transfer-1';
const SUCCESS = '/create-account/success?go_to_transfer=transfer-1';

/** The status Make Transfer's lookup finds, in turn (the last one repeats). */
function statuses(...answers: string[]): StubHandler {
  let asked = 0;
  return (call: StubCall) => {
    const { query } = call.body as { query: string };
    if (!query.includes('query TransferState')) return json({ data: { Transfer: transferRecord() } });
    const status = answers[Math.min(asked, answers.length - 1)]!;
    asked += 1;
    return json({ data: { Transfer: { id: 'transfer-1', status } } });
  };
}

function renderReview(overrides: Record<string, StubHandler> = {}) {
  const calls = stubApi({
    Transfer: () => json({ data: { Transfer: transferRecord() } }),
    allTransferFeeConfigs: () =>
      json({ data: { allTransferFeeConfigs: [{ id: 'f1', amount: '2.50', clientPays: true }] } }),
    authorizationTerms: () => json({ data: { authorizationTerms: authorizationTerms() } }),
    ...overrides,
  });
  renderScreen(<TransferReview />, URL);
  return calls;
}

const starts = (calls: StubCall[]) => calls.filter((call) => call.path === '/transfer/start');
const stateLookups = (calls: StubCall[]) =>
  calls.filter((call) => (call.body as { query?: string } | undefined)?.query?.includes('query TransferState'));

describe('Review: the authorization', () => {
  it('shows the server’s terms, and keeps Make Transfer unavailable until the box is ticked, saying why', async () => {
    const calls = renderReview();
    const user = userEvent.setup();
    const terms = await screen.findByRole('region', { name: 'Payment authorization' });
    expect(terms).toHaveTextContent(authorizationTerms().text);
    expect(calls.find((call) => call.field === 'authorizationTerms')?.body).toMatchObject({
      variables: { transferId: 'transfer-1', bankAccountId: 'acct-1' },
    });
    const make = screen.getByRole('button', { name: 'Make Transfer' });
    expect(make).toBeDisabled();
    expect(make).toHaveAccessibleDescription(AUTHORIZATION_REQUIRED);
    const box = screen.getByRole('checkbox', { name: 'I authorize this payment' });
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();

    await user.click(box);
    expect(make).toBeEnabled();
    expect(screen.queryByText(AUTHORIZATION_REQUIRED)).not.toBeInTheDocument();
    await user.click(box);
    expect(make).toBeDisabled();
    expect(starts(calls)).toHaveLength(0);
  });

  it('shows the expected arrival and the wire-fraud notice in the tenant’s name', async () => {
    renderReview();
    await screen.findByRole('region', { name: 'Payment authorization' });
    expect(screen.getByText('Expected Arrival', { selector: 'dt' }).nextElementSibling).toHaveTextContent('11/30/2026');
    expect(screen.getByRole('note')).toHaveTextContent(wireFraudNotice(TENANT.name));
  });

  it('asks again when the terms changed under the client', async () => {
    let version = 0;
    const calls = renderReview({
      authorizationTerms: () =>
        json({ data: { authorizationTerms: { ...authorizationTerms(), version: `v${(version += 1)}` } } }),
      'POST /transfer/start': () => json({ code: 'CONFLICT', message: AUTHORIZATION_CHANGED }, 409),
    });
    const user = userEvent.setup();
    await authorize(user);
    await user.click(screen.getByRole('button', { name: 'Make Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTHORIZATION_CHANGED);
    await waitFor(() => expect(calls.filter((call) => call.field === 'authorizationTerms')).toHaveLength(2));
    expect(await screen.findByRole('checkbox', { name: 'I authorize this payment' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Make Transfer' })).toBeDisabled();
  });
});

describe('Make Transfer when the answer is lost', () => {
  it('confirms with the server, never starting again, then shows Success', async () => {
    const calls = renderReview({
      'POST /transfer/start': () => Promise.reject(new TypeError('Failed to fetch')),
      Transfer: statuses('starting', 'pending'),
    });
    const user = userEvent.setup();
    await authorize(user);
    await user.click(screen.getByRole('button', { name: 'Make Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRMING_TRANSFER });
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(locationText()).toBe(SUCCESS), { timeout: 4000 });
    expect(starts(calls)).toHaveLength(1);
    expect(stateLookups(calls).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/certified check/)).not.toBeInTheDocument();
  });

  it('treats a 503 as unknown: finds the transfer still a draft and shows the generic fallback, not the raw text', async () => {
    const calls = renderReview({
      'POST /transfer/start': () => new Response('upstream', { status: 503 }),
      Transfer: statuses('draft'),
    });
    const user = userEvent.setup();
    await authorize(user);
    await user.click(screen.getByRole('button', { name: 'Make Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(screen.queryByText(/upstream/)).not.toBeInTheDocument();
    expect(screen.queryByText(/certified check/)).not.toBeInTheDocument();
    expect(stateLookups(calls)).toHaveLength(1);
    expect(starts(calls)).toHaveLength(1);
    expect(locationText()).toBe(URL);
  });

  it('treats a 500 with a message as unknown too: the transfer had started, so Success', async () => {
    renderReview({
      'POST /transfer/start': () => json({ message: 'Something went wrong... please try again in a few minutes' }, 500),
      Transfer: statuses('pending'),
    });
    const user = userEvent.setup();
    await authorize(user);
    await user.click(screen.getByRole('button', { name: 'Make Transfer' }));
    await waitFor(() => expect(locationText()).toBe(SUCCESS));
  });
});

describe('Make Transfer refused otherwise', () => {
  it('shows the generic fallback for an error without a message of the API, never the raw text', async () => {
    const calls = renderReview({ 'POST /transfer/start': () => new Response('upstream', { status: 400 }) });
    const user = userEvent.setup();
    await authorize(user);
    await user.click(screen.getByRole('button', { name: 'Make Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(screen.queryByText(/upstream/)).not.toBeInTheDocument();
    expect(stateLookups(calls)).toHaveLength(0);
  });

  it('shows the API’s own words for a refusal it explains', async () => {
    renderReview({
      'POST /transfer/start': () =>
        json({ code: 'NOT_FOUND', message: 'Bank account not found, please select bank account' }, 404),
    });
    const user = userEvent.setup();
    await authorize(user);
    await user.click(screen.getByRole('button', { name: 'Make Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bank account not found, please select bank account');
  });
});
