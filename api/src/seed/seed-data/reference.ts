/**
 * Data every tenant's transfers rely on: transfer types, fee configurations, the tenants' escrow
 * accounts, institution logos, the accounts the network cannot debit, the e-mail templates.
 */
import type {
  bankAccount,
  emailTemplate,
  institutionLogo,
  transferFeeConfig,
  transferType,
  unsupportedAccountRule,
} from '../../platform/database/schema';
import { DEFAULT_PURPOSE, IDS, type Row, sandboxFundingSourceId } from './ids';
import { monogram } from './tenants';

export const transferTypes: Row<typeof transferType>[] = [
  {
    id: IDS.transferTypes.clientTransfer,
    name: 'Client Transfer',
    // Requirements §7: the browser asks for the credit type (money credited to the tenant's escrow).
    isDebit: false,
    isCredit: true,
    purpose: {
      purposes: [DEFAULT_PURPOSE, 'Down Payment', 'Closing Costs', 'Option Fee', 'Other'],
    },
  },
  {
    id: IDS.transferTypes.clientDisbursement,
    name: 'Client Disbursement',
    isDebit: true,
    isCredit: false,
    purpose: {
      purposes: ['Seller Proceeds', 'Earnest Money Refund', 'Overpayment Refund', 'Other'],
    },
  },
];

export const transferFeeConfigs: Row<typeof transferFeeConfig>[] = [
  // The client pays a $2.50 convenience fee on top of the amount.
  { tenantId: IDS.tenants.demo, clientPays: true, amountCents: 250 },
  // The tenant absorbs the fee: the client sees no convenience fee.
  { tenantId: IDS.tenants.acme, clientPays: false, amountCents: 250 },
];

function escrowAccount(id: string, tenantId: string, tenantName: string, lastFour: string): Row<typeof bankAccount> {
  return {
    id,
    tenantId,
    ownerType: 'tenant',
    bankName: 'First Platypus Bank',
    name: `${tenantName} Escrow Trust Account`,
    bankDisplayName: 'First Platypus Bank',
    description: 'Escrow trust account receiving client transfers',
    accountNumber: `******${lastFour}`,
    accountLastFourDigits: lastFour,
    accountSubtype: 'checking',
    institutionCode: 'ins_109508',
    pendingVerification: false,
    active: true,
    // The payments sandbox knows every `sandbox-fs-<id>` as a verified funding source.
    fundingSourceId: sandboxFundingSourceId(id),
  };
}

export const escrowAccounts: Row<typeof bankAccount>[] = [
  escrowAccount(IDS.bankAccounts.demoEscrow, IDS.tenants.demo, 'Demo Title & Escrow', '4321'),
  escrowAccount(IDS.bankAccounts.acmeEscrow, IDS.tenants.acme, 'Acme Escrow Co.', '7788'),
  escrowAccount(IDS.bankAccounts.summitEscrow, IDS.tenants.summit, 'Summit Closing Services', '9012'),
];

/** Plaid sandbox institutions, which the sandbox bank-linking dialog imitates (one logo each). */
export const institutionLogos: Row<typeof institutionLogo>[] = [
  { institutionCode: 'ins_109508', logoURL: monogram('FP', '#2E7D32') },
  { institutionCode: 'ins_109509', logoURL: monogram('FG', '#6A1B9A') },
  { institutionCode: 'ins_109510', logoURL: monogram('TF', '#00695C') },
  { institutionCode: 'ins_109511', logoURL: monogram('TB', '#C62828') },
  { institutionCode: 'ins_109512', logoURL: monogram('HB', '#37474F') },
  { institutionCode: 'ins_109513', logoURL: monogram('HS', '#4E342E') },
];

/** Non-transactional accounts (requirements §4, §8 Bank Notice): First Gingham Credit Union's savings. */
export const unsupportedAccountRules: Row<typeof unsupportedAccountRule>[] = [
  {
    institutionCode: 'ins_109509',
    accountSubtype: 'savings',
    reason: 'Savings accounts at this credit union are non-transactional: link a checking account.',
  },
];

/** Product-wide templates (tenant null); {{placeholders}} are filled by the e-mail job. */
export const emailTemplates: Row<typeof emailTemplate>[] = [
  {
    label: 'transfer_request',
    subject: '{{tenantName}} requests a transfer',
    bodyHtml:
      '<p>Hello {{clientFirstName}},</p><p>{{tenantName}} has requested a transfer of {{amount}} for {{propertyAddress}}.</p><p><a href="{{portalUrl}}">Open the portal</a> to send it.</p>',
  },
  {
    label: 'transfer_initiated',
    subject: 'Your transfer to {{tenantName}} has started',
    bodyHtml:
      '<p>Hello {{clientFirstName}},</p><p>Your transfer of {{amount}} to {{tenantName}} for {{propertyAddress}} is pending. Funds are expected by the next business day.</p>',
  },
  {
    label: 'transfer_receipt',
    subject: 'Receipt: transfer to {{tenantName}}',
    bodyHtml:
      '<p>Transfer receipt</p><p>Amount: {{amount}}<br>Fee: {{fee}}<br>Total: {{total}}<br>Property: {{propertyAddress}}<br>Date: {{date}}</p>',
  },
  {
    label: 'transfer_fail',
    subject: 'Your transfer to {{tenantName}} could not be completed',
    bodyHtml:
      '<p>Hello {{clientFirstName}},</p><p>Your transfer of {{amount}} could not be completed. Please contact {{tenantName}} at {{supportPhone}} or {{supportEmail}}.</p>',
  },
  // The same in US Spanish, for clients who read Spanish (docs/i18n.md's glossary).
  {
    label: 'transfer_request',
    language: 'es',
    subject: '{{tenantName}} le solicita una transferencia',
    bodyHtml:
      '<p>Hola, {{clientFirstName}}:</p><p>{{tenantName}} le solicitó una transferencia de {{amount}} para {{propertyAddress}}.</p><p><a href="{{portalUrl}}">Abra el portal</a> para enviarla.</p>',
  },
  {
    label: 'transfer_initiated',
    language: 'es',
    subject: 'Se inició su transferencia a {{tenantName}}',
    bodyHtml:
      '<p>Hola, {{clientFirstName}}:</p><p>Su transferencia de {{amount}} a {{tenantName}} para {{propertyAddress}} está pendiente. Se espera que los fondos lleguen el siguiente día hábil.</p>',
  },
  {
    label: 'transfer_receipt',
    language: 'es',
    subject: 'Recibo: transferencia a {{tenantName}}',
    bodyHtml:
      '<p>Recibo de transferencia</p><p>Monto: {{amount}}<br>Cargo: {{fee}}<br>Total: {{total}}<br>Propiedad: {{propertyAddress}}<br>Fecha: {{date}}</p>',
  },
  {
    label: 'transfer_fail',
    language: 'es',
    subject: 'No se pudo completar su transferencia a {{tenantName}}',
    bodyHtml:
      '<p>Hola, {{clientFirstName}}:</p><p>No se pudo completar su transferencia de {{amount}}. Comuníquese con {{tenantName}} al {{supportPhone}} o a {{supportEmail}}.</p>',
  },
];
