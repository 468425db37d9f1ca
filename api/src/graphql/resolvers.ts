import type { IResolvers, MercuriusContext } from 'mercurius';
import {
  type BrandingQuery,
  type BrandingWithTenant,
  type InstitutionLogoQuery,
  type OfficeQuery,
  type RealtorQuery,
  type RealtorRow,
  sanitizeTenantCss,
  sanitizeTenantHtml,
  type TenantQuery,
  type TransferFeeConfigQuery,
  type TransferFeeConfigRow,
  type TransferTypeQuery,
} from '../tenants';
import { centsToDecimal } from '../platform/money';
import type { BankAccountQuery, BankAccountRelationRow } from '../banking';
import type { TransferInput, TransferQuery, TransferRow } from '../transfers';
import type { ClientDocumentQuery, ClientQuery, ClientUpdate } from '../clients';
import type { ClientMessageQuery } from '../notices';
import { clientMessage, transfer } from '../platform/database/schema';
import { createClient, type ClientCreateInput } from './create-client';
import { preloadRelations } from './preload-relations';
import { selectedColumns } from '../platform/graphql/selected-columns';

type Context = MercuriusContext;
interface ById {
  where: { id: string };
}
interface UpdateArgs<T> {
  id: string;
  data: T;
}

/** Read by every list whatever is selected: the id and the owner the relation loaders check against. */
const OWNER_COLUMNS = ['id', 'tenantId', 'clientId'] as const;
/** Transfer fields that are not a column of the same name. */
const TRANSFER_FIELD_COLUMNS = {
  amount: ['amountCents'],
  fee: ['feeCents'],
  transferType: ['transferTypeId'],
  sourceBankAccount: ['sourceBankAccountId'],
  destBankAccount: ['destBankAccountId'],
  escrowBankAccount: ['escrowBankAccountId'],
  office: ['officeId'],
  realtor: ['realtorId'],
  agent: ['agentId'],
  client: ['clientId'],
  tenant: ['tenantId'],
} as const;
const MESSAGE_FIELD_COLUMNS = { transfer: ['transferId'], tenant: ['tenantId'] } as const;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
/** Dates leave as ISO 8601 strings (graphql-js would turn a Date into its epoch milliseconds). */
const timestamps = {
  createdAt: (row: { createdAt: Date }) => iso(row.createdAt),
  updatedAt: (row: { updatedAt: Date }) => iso(row.updatedAt),
};

/**
 * Resolvers stay thin: arguments go to a service together with the request scope (host tenant
 * and session); rows come back in the GraphQL shape (schema property names match the SDL),
 * except where a field needs translating (cents → decimal strings, dates → ISO) or sanitizing.
 * Relation fields are batched loaders (loaders.ts), which the hot lists and the transfer detail
 * preload for their page (preload-relations.ts).
 */
export const resolvers: IResolvers = {
  Query: {
    allTenants: (_root, args: TenantQuery, { services, scope }: Context) => services.tenants.findTenants(args, scope),
    allBrandings: (_root, args: BrandingQuery, { services, scope }: Context) =>
      services.brandings.findBrandings(args, scope),

    allClients: (_root, args: ClientQuery, { services, scope }: Context) => services.clients.findClients(args, scope),
    Client: (_root, { where }: ById, { services, scope }: Context) => services.clients.findClient(where, scope),
    allTransfers: async (_root, args: TransferQuery, context: Context, info) => {
      const { services, scope } = context;
      const columns = selectedColumns(info, transfer, TRANSFER_FIELD_COLUMNS, OWNER_COLUMNS);
      return preloadRelations('Transfer', await services.transfers.findTransfers(args, scope, columns), info, context);
    },
    _allTransfersMeta: async (_root, args: TransferQuery, { services, scope }: Context) => ({
      count: await services.transfers.countTransfers(args, scope),
    }),
    Transfer: async (_root, { where }: ById, context: Context, info) => {
      const row = await context.services.transfers.findTransfer(where, context.scope);
      return row && (await preloadRelations('Transfer', [row], info, context))[0];
    },
    allBankAccounts: (_root, args: BankAccountQuery, { services, scope }: Context) =>
      services.bankAccounts.findBankAccounts(args, scope),
    BankAccount: (_root, { where }: ById, { services, scope }: Context) =>
      services.bankAccounts.findBankAccount(where, scope),
    allClientDocuments: (_root, args: ClientDocumentQuery, { services, scope }: Context) =>
      services.clientDocuments.findClientDocuments(args, scope),
    allClientMessages: async (_root, args: ClientMessageQuery, context: Context, info) => {
      const { services, scope } = context;
      const columns = selectedColumns(info, clientMessage, MESSAGE_FIELD_COLUMNS, OWNER_COLUMNS);
      const rows = await services.clientMessages.findClientMessages(args, scope, columns);
      return preloadRelations('ClientMessage', rows, info, context);
    },
    _allClientMessagesMeta: async (_root, args: ClientMessageQuery, { services, scope }: Context) => ({
      count: await services.clientMessages.countClientMessages(args, scope),
    }),

    allTransferTypes: (_root, args: TransferTypeQuery, { services }: Context) =>
      services.directory.findTransferTypes(args),
    allOffices: (_root, args: OfficeQuery, { services, scope }: Context) => services.directory.findOffices(args, scope),
    allRealtors: (_root, args: RealtorQuery, { services, scope }: Context) =>
      services.directory.findRealtors(args, scope),
    allInstitutionLogos: (_root, args: InstitutionLogoQuery, { services }: Context) =>
      services.directory.findInstitutionLogos(args),
    allTransferFeeConfigs: (_root, args: TransferFeeConfigQuery, { services, scope }: Context) =>
      services.directory.findTransferFeeConfigs(args, scope),
  },

  Mutation: {
    createClient: (_root, { data }: { data: ClientCreateInput }, context: Context) => createClient(data, context),
    updateClient: (_root, { id, data }: UpdateArgs<ClientUpdate>, { services, scope }: Context) =>
      services.clients.updateClient(id, data, scope),
    createTransfer: (_root, { data }: { data: TransferInput }, { services, scope }: Context) =>
      services.transfers.createTransfer(data, scope),
    updateTransfer: (_root, { id, data }: UpdateArgs<TransferInput>, { services, scope }: Context) =>
      services.transfers.updateTransfer(id, data, scope),
    saveTransfer: (_root, { id, data }: UpdateArgs<TransferInput>, { services, scope }: Context) =>
      services.transfers.updateTransfer(id, data, scope),
  },

  Branding: {
    default: (branding: BrandingWithTenant) => branding.isDefault,
    header: (branding: BrandingWithTenant) => sanitizeTenantHtml(branding.header),
    footer: (branding: BrandingWithTenant) => sanitizeTenantHtml(branding.footer),
    customCSS: (branding: BrandingWithTenant, _args, { cssPolicy }: Context) =>
      sanitizeTenantCss(branding.customCSS, cssPolicy),
  },

  Client: { ...timestamps },

  Transfer: {
    ...timestamps,
    amount: (transfer: TransferRow) => centsToDecimal(transfer.amountCents),
    fee: (transfer: TransferRow) => centsToDecimal(transfer.feeCents),
    otherIndividuals: (transfer: TransferRow) =>
      transfer.otherIndividuals ? JSON.stringify(transfer.otherIndividuals) : null,
    notes: (transfer: TransferRow) => transfer.notes ?? [],
  },

  BankAccount: {
    ...timestamps,
    // A tenant's escrow balance is the tenant's business, not its clients'.
    balance: (account: BankAccountRelationRow) =>
      account.ownerType === 'tenant' || account.balanceCents === null ? null : centsToDecimal(account.balanceCents),
    balanceDateTime: (account: BankAccountRelationRow) =>
      account.ownerType === 'tenant' ? null : iso(account.balanceDateTime),
  },

  TransferFeeConfig: {
    amount: (config: TransferFeeConfigRow) => centsToDecimal(config.amountCents),
  },

  Realtor: {
    licenses: (realtor: RealtorRow) => realtor.licenses ?? [],
  },

  ClientDocument: { ...timestamps },
  ClientMessage: { ...timestamps },
};
