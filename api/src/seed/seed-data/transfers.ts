/** Demo transfers: Dana's history has one in every status; the other clients have a few each. */
import type { TransferStatus } from '@portal/shared/constants';
import type { transfer } from '../../platform/database/schema';
import { ago, alex, dana, DEFAULT_PURPOSE, IDS, ivy, type Row, sam } from './ids';
import { DEMO_CLIENTS } from './clients';

const DEMO_FEE_CENTS = 250;

interface DemoTransfer {
  id: string;
  status: TransferStatus;
  days: number;
  hours?: number;
  amountCents: number;
  property: [address1: string, city: string, zipcode: string];
  purpose?: string;
  disbursement?: boolean;
  /** Tenant-created requests have no source account until the client picks one. */
  fromClient?: boolean;
  failureCode?: string;
}

const danaTransfers: DemoTransfer[] = [
  {
    id: IDS.transfers.draft,
    status: 'draft',
    days: 1,
    amountCents: 500_000,
    property: ['123 Maple Street', 'Springfield', '62704'],
    fromClient: true,
  },
  {
    id: IDS.transfers.pending,
    status: 'pending',
    days: 0,
    hours: 2,
    amountCents: 250_000,
    property: ['456 Oak Avenue', 'Springfield', '62703'],
    fromClient: true,
  },
  {
    id: IDS.transfers.submitted,
    status: 'submitted',
    days: 4,
    amountCents: 1_000_000,
    property: ['88 Lakeshore Drive', 'Chicago', '60601'],
    purpose: 'Down Payment',
    fromClient: true,
  },
  {
    id: IDS.transfers.sent,
    status: 'sent',
    days: 5,
    amountCents: 125_000,
    property: ['17 Willow Court', 'Peoria', '61602'],
    purpose: 'Earnest Money Refund',
    disbursement: true,
  },
  {
    id: IDS.transfers.viewed,
    status: 'viewed',
    days: 6,
    amountCents: 750_000,
    property: ['300 Cedar Lane', 'Springfield', '62701'],
    purpose: 'Down Payment',
  },
  {
    id: IDS.transfers.completed,
    status: 'completed',
    days: 10,
    amountCents: 300_000,
    property: ['9 Birch Boulevard', 'Chicago', '60614'],
    fromClient: true,
  },
  {
    id: IDS.transfers.cancelled,
    status: 'cancelled',
    days: 14,
    amountCents: 100_000,
    property: ['55 Aspen Way', 'Peoria', '61604'],
    fromClient: true,
  },
  {
    id: IDS.transfers.error,
    status: 'error',
    days: 18,
    amountCents: 420_000,
    property: ['71 Spruce Street', 'Springfield', '62702'],
    fromClient: true,
    failureCode: 'R01',
  },
  {
    id: IDS.transfers.requested,
    status: 'Requested',
    days: 3,
    amountCents: 1_500_000,
    property: ['300 Cedar Lane', 'Springfield', '62701'],
    purpose: 'Closing Costs',
  },
  // Hidden from history (requirements §4).
  {
    id: IDS.transfers.created,
    status: 'created',
    days: 20,
    amountCents: 50_000,
    property: ['1 Hidden Row', 'Springfield', '62701'],
  },
  {
    id: IDS.transfers.rejected,
    status: 'rejected',
    days: 22,
    amountCents: 60_000,
    property: ['2 Hidden Row', 'Springfield', '62701'],
    fromClient: true,
  },
  {
    id: IDS.transfers.draftDisbursement,
    status: 'draft',
    days: 7,
    amountCents: 80_000,
    property: ['4 Hidden Row', 'Springfield', '62701'],
    purpose: 'Overpayment Refund',
    disbursement: true,
  },
];

function demoTransfer(
  owner: { tenantId: string; clientId: string },
  person: { firstName: string; lastName: string; email: string; mobilePhone: string },
  accounts: { source: string; escrow: string },
  feeCents: number,
  spec: DemoTransfer,
): Row<typeof transfer> {
  const [propertyAddress1, propertyCity, propertyZipcode] = spec.property;
  const disbursement = spec.disbursement ?? false;
  const createdAt = ago(spec.days, spec.hours);
  return {
    id: spec.id,
    ...owner,
    ...person,
    transferTypeId: disbursement ? IDS.transferTypes.clientDisbursement : IDS.transferTypes.clientTransfer,
    propertyAddress1,
    propertyCity,
    propertyState: owner.tenantId === IDS.tenants.demo ? 'IL' : owner.tenantId === IDS.tenants.acme ? 'TX' : 'CO',
    propertyZipcode,
    amountCents: spec.amountCents,
    feeCents: disbursement ? 0 : feeCents,
    purpose: spec.purpose ?? DEFAULT_PURPOSE,
    status: spec.status,
    disbursement,
    // A disbursement leaves the escrow account; the client picks where it lands.
    sourceBankAccountId: disbursement ? accounts.escrow : spec.fromClient ? accounts.source : null,
    destBankAccountId: disbursement ? null : accounts.escrow,
    escrowBankAccountId: accounts.escrow,
    failureCode: spec.failureCode ?? null,
    providerTransferId: spec.fromClient && spec.status !== 'draft' ? `sandbox-transfer-${spec.id.slice(-4)}` : null,
    notes: [],
    createdAt,
    updatedAt: createdAt,
  };
}

const danaPerson = {
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'dana.demo@example.com',
  mobilePhone: DEMO_CLIENTS.dana.mobilePhone,
};
const danaAccounts = { source: IDS.bankAccounts.danaChecking, escrow: IDS.bankAccounts.demoEscrow };

/** What the transfer details form saves on a draft, beyond the basics. */
const danaDraftDetails: Partial<Row<typeof transfer>> = {
  officeId: IDS.offices.chicago,
  notes: [{ note: 'Earnest money for the accepted offer' }],
  otherIndividuals: { agentFullName: 'Riley Agent', email: 'riley@agents.example', phoneNumber: '+15550102001' },
  expectedClosingDate: ago(-30).toISOString().slice(0, 10),
  sellerName: 'Morgan Seller',
};

/** What the tenant's request set beyond the basics (step-3 shows them prefilled). */
const danaRequestDetails: Partial<Row<typeof transfer>> = {
  sellerName: 'Morgan Seller',
  expectedClosingDate: ago(-21).toISOString().slice(0, 10),
};

const alexPerson = {
  firstName: 'Alex',
  lastName: 'Acme',
  email: 'alex.acme@example.com',
  mobilePhone: DEMO_CLIENTS.alex.mobilePhone,
};
const alexAccounts = { source: IDS.bankAccounts.alexChecking, escrow: IDS.bankAccounts.acmeEscrow };

export const demoTransfers: Row<typeof transfer>[] = [
  ...danaTransfers.map((spec) => ({
    ...demoTransfer(dana, danaPerson, danaAccounts, DEMO_FEE_CENTS, spec),
    officeId: IDS.offices.springfield,
    ...(spec.id === IDS.transfers.draft ? danaDraftDetails : {}),
    ...(spec.id === IDS.transfers.requested ? danaRequestDetails : {}),
  })),
  {
    ...demoTransfer(
      ivy,
      {
        firstName: 'Ivy',
        lastName: 'Initiated',
        email: 'ivy.initiated@example.com',
        mobilePhone: DEMO_CLIENTS.ivy.mobilePhone,
      },
      { source: IDS.bankAccounts.ivyChecking, escrow: IDS.bankAccounts.demoEscrow },
      DEMO_FEE_CENTS,
      {
        id: IDS.transfers.ivyInitiated,
        status: 'Initiated',
        days: 0,
        hours: 6,
        amountCents: 200_000,
        property: ['789 Pine Road', 'Springfield', '62702'],
      },
    ),
    officeId: IDS.offices.springfield,
    emailMessage: 'Please send your earnest money deposit for 789 Pine Road.',
  },
  {
    ...demoTransfer(alex, alexPerson, alexAccounts, 0, {
      id: IDS.transfers.alexCompleted,
      status: 'completed',
      days: 9,
      amountCents: 600_000,
      property: ['2200 Barton Springs Road', 'Austin', '78704'],
      fromClient: true,
    }),
    agentId: IDS.realtors.jane,
    realtorId: IDS.realtors.jane,
  },
  {
    ...demoTransfer(alex, alexPerson, alexAccounts, 0, {
      id: IDS.transfers.alexDraft,
      status: 'draft',
      days: 1,
      amountCents: 150_000,
      property: ['5 Rainey Street', 'Austin', '78701'],
      fromClient: true,
    }),
    agentId: IDS.realtors.marco,
  },
  demoTransfer(
    sam,
    {
      firstName: 'Sam',
      lastName: 'Summit',
      email: 'sam.summit@example.com',
      mobilePhone: DEMO_CLIENTS.sam.mobilePhone,
    },
    { source: IDS.bankAccounts.samChecking, escrow: IDS.bankAccounts.summitEscrow },
    0,
    {
      id: IDS.transfers.samPending,
      status: 'pending',
      days: 2,
      amountCents: 350_000,
      property: ['1700 Lincoln Street', 'Denver', '80203'],
      fromClient: true,
    },
  ),
];
