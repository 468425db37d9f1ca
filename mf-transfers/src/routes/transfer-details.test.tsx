import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi, type StubHandler } from '@portal/shared/testing';
import { AGENTS, detailsApi, ESCROW, SOURCE, TRANSFER_TYPE, transferRecord } from '../testing/fixtures';
import { locationState, locationText, renderScreen, type RenderScreenOptions } from '../testing/render-screen';
import TransferDetails from './transfer-details';

// Typing whole forms with userEvent is slow on a busy machine.
jest.setTimeout(20_000);

const BALANCE_TEXT =
  'Amount entered exceeds account balance and any applicable convenience fees. Please enter an amount lesser than or equal to this combined amount.';

function handlers(overrides: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    ...detailsApi(),
    createTransfer: (call) => {
      const { data } = (call.body as { variables: { data: Record<string, unknown> } }).variables;
      return json({ data: { createTransfer: transferRecord({ id: 'new-transfer', amount: String(data.amount) }) } });
    },
    updateTransfer: () => json({ data: { updateTransfer: transferRecord() } }),
    ...overrides,
  };
}

async function renderDetails(
  url = '/create-account/step-3?bank_account=acct-1',
  overrides: Record<string, StubHandler> = {},
  options: RenderScreenOptions = {},
) {
  const calls = stubApi(handlers(overrides));
  const view = renderScreen(<TransferDetails />, url, options);
  return { ...view, calls };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, amount = '500') {
  await user.type(screen.getByRole('textbox', { name: 'Property Address Line 1' }), '12 Elm Street');
  await user.type(screen.getByRole('textbox', { name: 'Property City' }), 'Springfield');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Property State' }), 'IL');
  await user.type(screen.getByRole('textbox', { name: 'Property ZIP Code' }), '62704');
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), amount);
  await user.type(screen.getByRole('textbox', { name: 'Re-Enter Amount' }), amount);
}

function variablesOf(calls: ReturnType<typeof stubApi>, field: string) {
  return (calls.find((call) => call.field === field)?.body as { variables: Record<string, unknown> }).variables;
}

describe('Transfer details (step-3)', () => {
  it('offers the purposes with the default, the destination panel and the offices sorted by title descending', async () => {
    const { calls } = await renderDetails();
    const purpose = await screen.findByRole('group', { name: 'Purpose' });
    // Radios, not a select: every purpose readable in full on a phone.
    expect(
      within(purpose)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Earnest Money Deposit for Purchase', 'Down Payment', 'Closing Costs']);
    expect(within(purpose).getByRole('radio', { name: 'Earnest Money Deposit for Purchase' })).toBeChecked();
    const to = screen.getByRole('region', { name: 'To' });
    expect(within(to).getByText('Demo Title & Escrow')).toBeInTheDocument();
    expect(within(to).getByText(/4321/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'From' })).getByText('Available balance: $1,000.00'),
    ).toBeInTheDocument();
    const office = screen.getByRole('combobox', { name: 'Office' });
    expect(
      within(office)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an office', 'Westside Office', 'Downtown Office']);
    expect(variablesOf(calls, 'allOffices')).toEqual({ tenantId: 'tenant-1' });
    expect((calls.find((call) => call.field === 'allOffices')?.body as { query: string }).query).toContain(
      'title_DESC',
    );
    expect(screen.queryByRole('combobox', { name: 'Agent' })).not.toBeInTheDocument();
  });

  it('shows every validation text of the form', async () => {
    const { calls } = await renderDetails();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Purpose' });
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findAllByText('Please select a valid address')).toHaveLength(4);
    expect(screen.getAllByText('This is required')).toHaveLength(3); // amount, re-enter, office
    // The error summary has the focus and lists the fields in the form's order.
    expect(document.activeElement).toHaveAccessibleName('There is a problem');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Property Address Line 1: Please select a valid address',
      'Property City: Please select a valid address',
      'Property State: Please select a valid address',
      'Property ZIP Code: Please select a valid address',
      'Amount: This is required',
      'Re-Enter Amount: This is required',
      'Office: This is required',
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'Re-Enter Amount' }), '101');
    await user.tab();
    expect(await screen.findByText('Amounts do not match')).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '150000.00');
    await user.tab();
    expect(await screen.findByText('Transfer amount cannot exceed $149,999.99')).toBeInTheDocument();

    // 998.00 + the $2.50 fee the client pays is more than the $1,000.00 balance.
    await user.clear(amount);
    await user.type(amount, '998.00');
    await user.tab();
    // The message, then the most the client can send: the balance less the fee.
    expect(await screen.findByText(`${BALANCE_TEXT} You can send up to $997.50.`)).toBeInTheDocument();
    expect(calls.some((call) => call.field === 'createTransfer')).toBe(false);
  });

  it('blocks pasting into Re-Enter Amount', async () => {
    await renderDetails();
    const compare = await screen.findByRole('textbox', { name: 'Re-Enter Amount' });
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    fireEvent(compare, paste);
    expect(paste.defaultPrevented).toBe(true);
  });

  it('sets the large-amount flag above 5000 and asks agent details only for an earnest money deposit', async () => {
    await renderDetails();
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '5000.01');
    expect(screen.getByRole('form', { name: 'Transfer Details' })).toHaveAttribute('data-above-average', 'true');
    expect(amount).toHaveAccessibleDescription(
      'Transfers above $5,000.00 are common at closing: please check the amount with your closing documents.',
    );
    // Over the maximum, the error alone says what to do.
    await user.clear(amount);
    await user.type(amount, '250000');
    await user.tab();
    expect(amount).toHaveAccessibleDescription('Transfer amount cannot exceed $149,999.99');
    // Optional and folded away until asked for.
    const agentDetails = screen.getByText('Agent Information (optional)').closest('details');
    expect(agentDetails).not.toHaveAttribute('open');
    await user.click(screen.getByText('Agent Information (optional)'));
    expect(agentDetails).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Agent Name' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Down Payment' }));
    expect(screen.queryByRole('textbox', { name: 'Agent Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Agent Phone' })).not.toBeInTheDocument();
  });

  it('saves a new draft with the office, the accounts and the agent details, then opens the review', async () => {
    const { calls } = await renderDetails();
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Office' });
    await fillValid(user, '$234.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Office' }), 'office-a');
    await user.type(screen.getByRole('textbox', { name: 'Agent Name' }), 'Jane Agent');
    await user.type(screen.getByRole('textbox', { name: 'Notes (optional)' }), 'Offer accepted');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    await waitFor(() => expect(locationText()).toBe('/create-account/step-4?go_to_transfer=new-transfer'));
    expect(variablesOf(calls, 'createTransfer')).toEqual({
      data: {
        status: 'draft',
        purpose: 'Earnest Money Deposit for Purchase',
        propertyAddress1: '12 Elm Street',
        propertyAddress2: null,
        propertyCity: 'Springfield',
        propertyState: 'IL',
        propertyZipcode: '62704',
        notes: [{ note: 'Offer accepted' }],
        amount: '234.50',
        amountCompare: '234.50',
        otherIndividuals: JSON.stringify({ agentFullName: 'Jane Agent', email: '', phoneNumber: '' }),
        transferType: { connect: { id: TRANSFER_TYPE.id } },
        sourceBankAccount: { connect: { id: SOURCE.id } },
        destBankAccount: { connect: { id: ESCROW.id } },
        escrowBankAccount: { connect: { id: ESCROW.id } },
        office: { connect: { id: 'office-a' } },
      },
    });
  });

  it('updates the transfer being continued, prefilled, as a draft', async () => {
    const { calls } = await renderDetails('/create-account/step-3?go_to_transfer=transfer-1', {
      Transfer: () => json({ data: { Transfer: transferRecord() } }),
    });
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('500.00');
    expect(screen.getByRole('textbox', { name: 'Property City' })).toHaveValue('Springfield');
    expect(screen.getByRole('textbox', { name: 'Agent Name' })).toHaveValue('Jane Agent');
    // A draft's agent details are shown, not folded away.
    expect(screen.getByText('Agent Information (optional)').closest('details')).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(locationText()).toBe('/create-account/step-4?go_to_transfer=transfer-1'));
    const { id, data } = variablesOf(calls, 'updateTransfer') as { id: string; data: Record<string, unknown> };
    expect(id).toBe('transfer-1');
    expect(data).toMatchObject({
      status: 'draft',
      amount: '500.00',
      sourceBankAccount: { connect: { id: SOURCE.id } },
    });
    expect(calls.some((call) => call.field === 'createTransfer')).toBe(false);
  });

  it('shows the server refusal and stays', async () => {
    await renderDetails('/create-account/step-3?bank_account=acct-1', {
      createTransfer: () => json({ errors: [{ message: 'Office not found' }] }),
    });
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Office' });
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Office' }), 'office-z');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Office not found');
    expect(locationText()).toBe('/create-account/step-3?bank_account=acct-1');
  });

  it('routes by agent: the agent picker is required', async () => {
    const { calls } = await renderDetails(
      '/create-account/step-3?bank_account=acct-1',
      {},
      { tenant: { routingType: 'agent' } },
    );
    const user = userEvent.setup();
    const agent = await screen.findByRole('combobox', { name: 'Agent' });
    expect(
      within(agent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an agent', 'Jane Realtor', 'Bob Broker']);
    expect(screen.queryByRole('combobox', { name: 'Office' })).not.toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('This is required')).toBeInTheDocument();
    await user.selectOptions(agent, AGENTS[1]!.id);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(calls.some((call) => call.field === 'createTransfer')).toBe(true));
    expect(variablesOf(calls, 'createTransfer')).toMatchObject({ data: { agent: { connect: { id: AGENTS[1]!.id } } } });
  });

  it('uses the agent of the landing page from the session instead of the picker', async () => {
    const realtor = { id: 'c'.repeat(24), firstName: 'Lee', lastName: 'Landing', displayName: 'Lee Landing' };
    const { calls } = await renderDetails(
      '/create-account/step-3?bank_account=acct-1',
      {},
      {
        tenant: { routingType: 'agent' },
        realtor,
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Agent: Lee Landing')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agent' })).not.toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(calls.some((call) => call.field === 'createTransfer')).toBe(true));
    const { data } = variablesOf(calls, 'createTransfer') as { data: Record<string, unknown> };
    expect(data.realtor).toEqual({ connect: { id: realtor.id } });
    expect(data.agent).toBeUndefined();
    expect(calls.some((call) => call.field === 'allRealtors')).toBe(false);
  });

  it('says when the tenant has no escrow account and does not let the form be sent', async () => {
    await renderDetails('/create-account/step-3?bank_account=acct-1', {
      allBankAccounts: () => json({ data: { allBankAccounts: [] } }),
    });
    expect(await screen.findByText('Destination account not found, please contact support')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review' })).toBeDisabled();
  });

  it('asks for a bank account when none was chosen', async () => {
    await renderDetails('/create-account/step-3');
    expect(await screen.findByText('Bank account not found, please select bank account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Select a bank account' })).toHaveAttribute(
      'href',
      '/create-account/step-select-account',
    );
  });

  it('goes Back to step-select-account keeping the query string', async () => {
    await renderDetails('/create-account/step-3?go_to_transfer=transfer-1&bank_account=acct-1', {
      Transfer: () => json({ data: { Transfer: transferRecord() } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(locationText()).toBe('/create-account/step-select-account?go_to_transfer=transfer-1&bank_account=acct-1');
  });

  it("stays inside an agent's landing-page flow: the review keeps the agent's key", async () => {
    await renderDetails(
      '/partner/create-account/step-3/jane-realtor?go_to_transfer=transfer-1',
      { Transfer: () => json({ data: { Transfer: transferRecord() } }) },
      { path: '/partner/create-account/step-3/:landingPageKey' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    await waitFor(() =>
      expect(locationText()).toBe('/partner/create-account/step-4/jane-realtor?go_to_transfer=transfer-1'),
    );
  });

  it('sends a pending transfer back to history: it cannot be edited', async () => {
    await renderDetails('/create-account/step-3?go_to_transfer=transfer-1', {
      Transfer: () => json({ data: { Transfer: transferRecord({ status: 'pending' }) } }),
    });
    await waitFor(() => expect(locationText()).toBe('/transfer-history'));
    expect(locationState()).toEqual({ notEditable: true });
  });
});
