import { type InferType, object } from 'yup';
import { MAX_TRANSFER_AMOUNT_CENTS, isUsStateCode } from '@portal/shared/constants';
import { decimalToCents } from '@portal/shared/money';
import { ZIPCODE_PATTERN, email, requiredText, text, usPhone } from './fields';
import { amountExceedsBalanceText, VALIDATION_TEXTS as M } from './messages';

export type RoutingType = 'office' | 'agent' | 'other';

export interface TransferContext {
  routingType: RoutingType;
  /** Source account balance; null or undefined when it could not be read. */
  balanceCents?: number | null;
  /** Convenience fee from the tenant's fee config. */
  feeCents?: number;
  /** When the client pays the fee it counts against the balance. */
  clientPays?: boolean;
  /** Arriving through an agent's landing page fixes the agent: the picker is not required. */
  agentPreselected?: boolean;
}

/** Rejects anything that is not a positive amount within the transfer limit and the balance. */
function transferAmount({ balanceCents, feeCents = 0, clientPays = false }: TransferContext) {
  const cents = (value: string | undefined) => (value ? decimalToCents(value) : null);
  const chargedFee = clientPays ? feeCents : 0;
  return requiredText()
    .test('amount', M.amount, (value) => !value || cents(value) !== null)
    .test('positive', M.amountNotPositive, (value) => {
      const amount = cents(value);
      return amount === null || amount > 0;
    })
    .test('max', M.amountExceedsMax, (value) => {
      const amount = cents(value);
      return amount === null || amount <= MAX_TRANSFER_AMOUNT_CENTS;
    })
    .test('balance', amountExceedsBalanceText((balanceCents ?? 0) - chargedFee), (value) => {
      const amount = cents(value);
      if (amount === null || balanceCents == null) return true;
      return amount + chargedFee <= balanceCents;
    });
}

/** The transfer details form (step-3). Amounts are decimal strings as typed. */
export function transferSchema(context: TransferContext) {
  const needsAgent = context.routingType === 'agent' && !context.agentPreselected;
  return object({
    purpose: requiredText(),
    propertyAddress1: text().required(M.address),
    propertyAddress2: text(),
    propertyCity: text().required(M.address),
    propertyState: text()
      .required(M.address)
      .test('state', M.address, (value) => !value || isUsStateCode(value)),
    propertyZipcode: text()
      .required(M.address)
      .matches(ZIPCODE_PATTERN, { message: M.address, excludeEmptyString: true }),
    notes: text(),
    amount: transferAmount(context),
    amountCompare: requiredText().test('amounts-match', M.amountsMismatch, (value, { parent }) => {
      // Compared as cents, so '100' matches '100.00'. A malformed amount is reported on its own field.
      const amount = decimalToCents(String(parent.amount ?? ''));
      return !value || amount === null || decimalToCents(value) === amount;
    }),
    office: context.routingType === 'office' ? requiredText() : text(),
    agent: needsAgent ? requiredText() : text(),
    agentName: text(),
    agentEmail: email(),
    agentPhone: usPhone(),
  });
}
export type TransferValues = InferType<ReturnType<typeof transferSchema>>;
