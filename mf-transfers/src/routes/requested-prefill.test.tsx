// A tenant's request (Requested, or viewed once opened) continued at step-3: what the request
// set is already there (requirements §4: Requested and viewed transfers lead on to send funds).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '@portal/shared/testing';
import { AGENTS, detailsApi, SOURCE, transferRecord } from '../testing/fixtures';
import { locationText, renderScreen, type RenderScreenOptions } from '../testing/render-screen';
import TransferDetails from './transfer-details';

jest.setTimeout(20_000);

const REQUEST = transferRecord({
  id: 'request-1',
  status: 'Requested',
  amount: '750.00',
  fee: '2.50',
  purpose: 'Closing Costs',
  notes: [],
  otherIndividuals: null,
  propertyAddress1: '300 Cedar Lane',
  propertyCity: 'Springfield',
  propertyState: 'IL',
  propertyZipcode: '62701',
  sellerName: 'Morgan Seller',
  expectedClosingDate: '2026-12-23',
  sourceBankAccount: null,
  destBankAccount: null,
  office: { id: 'office-z', title: 'Westside Office' },
});

function renderRequest(transfer = REQUEST, options: RenderScreenOptions = {}) {
  const calls = stubApi({
    Transfer: () => json({ data: { Transfer: transfer } }),
    ...detailsApi(),
    updateTransfer: () => json({ data: { updateTransfer: { ...transfer, status: 'draft' } } }),
  });
  renderScreen(
    <TransferDetails />,
    `/create-account/step-3?go_to_transfer=${transfer.id}&bank_account=acct-1`,
    options,
  );
  return calls;
}

const updateOf = (calls: ReturnType<typeof stubApi>) =>
  (calls.find((call) => call.field === 'updateTransfer')?.body as { variables: { id: string; data: object } })
    .variables;

describe('A Requested transfer at step-3', () => {
  it('comes prefilled: amount twice, purpose, property, office, seller and expected closing date', async () => {
    const calls = renderRequest();
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('750.00');
    expect(screen.getByRole('textbox', { name: 'Re-Enter Amount' })).toHaveValue('750.00');
    expect(screen.getByRole('radio', { name: 'Closing Costs' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Property Address Line 1' })).toHaveValue('300 Cedar Lane');
    expect(screen.getByRole('textbox', { name: 'Property City' })).toHaveValue('Springfield');
    expect(screen.getByRole('combobox', { name: 'Property State' })).toHaveValue('IL');
    expect(screen.getByRole('textbox', { name: 'Property ZIP Code' })).toHaveValue('62701');
    expect(screen.getByRole('combobox', { name: 'Office' })).toHaveValue('office-z');
    expect(screen.getByText('Seller', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Morgan Seller');
    expect(screen.getByText('Expected Closing Date', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '12/23/2026',
    );

    // Nothing to type: Review saves it as the client's draft, keeping what the tenant set.
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(locationText()).toBe('/create-account/step-4?go_to_transfer=request-1'));
    const { id, data } = updateOf(calls);
    expect(id).toBe('request-1');
    expect(data).toMatchObject({
      status: 'draft',
      amount: '750.00',
      purpose: 'Closing Costs',
      office: { connect: { id: 'office-z' } },
      sourceBankAccount: { connect: { id: SOURCE.id } },
    });
    expect(data).not.toHaveProperty('sellerName');
    expect(data).not.toHaveProperty('expectedClosingDate');
  });

  it("takes the request's realtor as the agent when the tenant routes by agent: no picker", async () => {
    const realtor = { id: AGENTS[0]!.id, firstName: 'Jane', lastName: 'Realtor', displayName: 'Jane Realtor' };
    const calls = renderRequest(
      { ...REQUEST, status: 'viewed', office: null, realtor },
      { tenant: { routingType: 'agent' } },
    );
    expect(await screen.findByText('Agent: Jane Realtor')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agent' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(locationText()).toBe('/create-account/step-4?go_to_transfer=request-1'));
    const { data } = updateOf(calls);
    expect(data).not.toHaveProperty('agent');
    expect(data).not.toHaveProperty('realtor');
  });
});
