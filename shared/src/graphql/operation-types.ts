/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type BankAccountOwnerType = 'client' | 'tenant';

/** One branch of a message search: every condition given must hold. */
export type ClientMessageSearchInput = {
  tenant?: ClientMessageTenantWhereInput | null | undefined;
  transfer?: ClientMessageTransferWhereInput | null | undefined;
};

export type ClientMessageTenantWhereInput = {
  /** Case-insensitive contains; at most 200 characters. */
  name_contains_i?: string | null | undefined;
};

export type ClientMessageTransferWhereInput = {
  id?: string | null | undefined;
  /** Case-insensitive contains; at most 200 characters. */
  propertyAddress1_contains_i?: string | null | undefined;
};

export type ClientMessageType = 'transfer_fail' | 'transfer_initiated' | 'transfer_receipt' | 'transfer_request';

export type ClientMessageWhereInput = {
  /** At least one branch must match (at most 10 branches): the message search box. */
  OR?: Array<ClientMessageSearchInput> | null | undefined;
  client?: ClientWhereInput | null | undefined;
  /** ISO 8601 date or date-time. */
  createdAt_gte?: string | null | undefined;
  /** ISO 8601 date or date-time. */
  createdAt_lte?: string | null | undefined;
  id?: string | null | undefined;
  /** The requirements' name for type_in (AllClientMessages); given with type_in, a message must match both. */
  messageType_in?: Array<ClientMessageType> | null | undefined;
  tenant?: ClientMessageTenantWhereInput | null | undefined;
  transfer?: ClientMessageTransferWhereInput | null | undefined;
  type?: ClientMessageType | null | undefined;
  type_in?: Array<ClientMessageType> | null | undefined;
};

/**
 * Profile and step-2 fields, each checked when present (names required and at most 30
 * characters, e-mail at most 50, state a US state, DC or PR, ZIP 12345 or 12345-6789); null
 * clears an optional field. `mobilePhone` is read-only: it may be sent, but only unchanged.
 */
export type ClientUpdateInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  middleName?: string | null | undefined;
  mobilePhone?: string | null | undefined;
  propertyAddress1?: string | null | undefined;
  propertyAddress2?: string | null | undefined;
  propertyCity?: string | null | undefined;
  propertyState?: string | null | undefined;
  propertyZipcode?: string | null | undefined;
  state?: string | null | undefined;
  zipcode?: string | null | undefined;
};

export type ClientWhereInput = {
  id?: string | null | undefined;
  /** Any US typing of the number: (555) 010-1001, 5550101001 or +15550101001. */
  mobilePhone?: string | null | undefined;
};

/** The front-end modules (micro-frontends) a tenant has enabled. */
export type PortalModule = 'banking' | 'messages' | 'onboarding' | 'transfers';

/** Relates a record to another by id (Keystone style): `{ connect: { id } }`, or `{ disconnectAll: true }` to clear it. */
export type RelateToOneInput = {
  connect?: WhereUniqueInput | null | undefined;
  disconnectAll?: boolean | null | undefined;
};

export type SortClientMessagesBy =
  'createdAt_ASC' | 'createdAt_DESC' | 'type_ASC' | 'type_DESC' | 'updatedAt_ASC' | 'updatedAt_DESC';

export type TenantRoutingType = 'agent' | 'office' | 'other';

/**
 * A transfer's fields, each checked when present with the transfer form's rules (requirements §5):
 * amount a decimal string above 0.00 and at most 149999.99, within the source account's
 * balance less the fee when the balance is known; amountCompare, when sent, equal to amount;
 * property address fields required and valid ('Please select a valid address'). The fee, the
 * client, the tenant and the disbursement flag are the server's: `client`/`tenant` may name
 * only the session's own.
 */
export type TransferCreateInput = {
  /** An active realtor of the tenant. */
  agent?: RelateToOneInput | null | undefined;
  amount?: string | null | undefined;
  /** Re-Enter Amount: when sent, it must equal amount ('Amounts do not match'). */
  amountCompare?: string | null | undefined;
  client?: RelateToOneInput | null | undefined;
  /** The tenant's escrow account (a disbursement: one of the client's own accounts). */
  destBankAccount?: RelateToOneInput | null | undefined;
  email?: string | null | undefined;
  emailMessage?: string | null | undefined;
  /** The tenant's escrow account. */
  escrowBankAccount?: RelateToOneInput | null | undefined;
  /** YYYY-MM-DD or MM/DD/YYYY. */
  expectedClosingDate?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  middleName?: string | null | undefined;
  mobilePhone?: string | null | undefined;
  notes?: Array<TransferNoteInput> | null | undefined;
  /** An active office of the tenant. */
  office?: RelateToOneInput | null | undefined;
  /** JSON text: {"agentFullName", "email", "phoneNumber"}, each optional. */
  otherIndividuals?: string | null | undefined;
  propertyAddress1?: string | null | undefined;
  propertyAddress2?: string | null | undefined;
  propertyCity?: string | null | undefined;
  propertyState?: string | null | undefined;
  propertyZipcode?: string | null | undefined;
  purpose?: string | null | undefined;
  /** An active realtor of the tenant. */
  realtor?: RelateToOneInput | null | undefined;
  sellerName?: string | null | undefined;
  /** One of the client's own active accounts. */
  sourceBankAccount?: RelateToOneInput | null | undefined;
  /** Only draft (the default). */
  status?: string | null | undefined;
  tenant?: RelateToOneInput | null | undefined;
  transferType?: RelateToOneInput | null | undefined;
};

export type TransferNoteInput = {
  note: string;
};

/** The fields of TransferCreateInput; `status` may only make the moves a client may make. */
export type TransferUpdateInput = {
  agent?: RelateToOneInput | null | undefined;
  amount?: string | null | undefined;
  amountCompare?: string | null | undefined;
  client?: RelateToOneInput | null | undefined;
  destBankAccount?: RelateToOneInput | null | undefined;
  email?: string | null | undefined;
  emailMessage?: string | null | undefined;
  escrowBankAccount?: RelateToOneInput | null | undefined;
  expectedClosingDate?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  middleName?: string | null | undefined;
  mobilePhone?: string | null | undefined;
  notes?: Array<TransferNoteInput> | null | undefined;
  office?: RelateToOneInput | null | undefined;
  otherIndividuals?: string | null | undefined;
  propertyAddress1?: string | null | undefined;
  propertyAddress2?: string | null | undefined;
  propertyCity?: string | null | undefined;
  propertyState?: string | null | undefined;
  propertyZipcode?: string | null | undefined;
  purpose?: string | null | undefined;
  realtor?: RelateToOneInput | null | undefined;
  sellerName?: string | null | undefined;
  sourceBankAccount?: RelateToOneInput | null | undefined;
  status?: string | null | undefined;
  tenant?: RelateToOneInput | null | undefined;
  transferType?: RelateToOneInput | null | undefined;
};

export type WhereUniqueInput = {
  id: string;
};

export type UpdateClientFromBankMutationVariables = Exact<{
  id: string;
  data: ClientUpdateInput;
}>;

export type UpdateClientFromBankMutation = {
  updateClient: {
    id: string;
    email: string | null;
    firstName: string;
    middleName: string | null;
    lastName: string;
    mobilePhone: string;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
    propertyAddress1: string | null;
    propertyAddress2: string | null;
    propertyCity: string | null;
    propertyState: string | null;
    propertyZipcode: string | null;
    active: boolean;
    createdAt: string;
    updatedAt: string;
    tenant: { id: string } | null;
  };
};

export type ClientMessagesQueryVariables = Exact<{
  where?: ClientMessageWhereInput | null | undefined;
  sortBy?: Array<SortClientMessagesBy> | SortClientMessagesBy | null | undefined;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;

export type ClientMessagesQuery = {
  allClientMessages: Array<{
    id: string;
    messageURL: string | null;
    createdAt: string;
    updatedAt: string;
    label: string | null;
    type: ClientMessageType;
    tenant: { name: string } | null;
    transfer: { id: string; propertyAddress1: string | null } | null;
  }>;
  _allClientMessagesMeta: { count: number };
};

export type ClientMessageTypesQueryVariables = Exact<{
  clientId: string;
}>;

export type ClientMessageTypesQuery = {
  transfer_fail: { count: number };
  transfer_initiated: { count: number };
  transfer_receipt: { count: number };
  transfer_request: { count: number };
};

export type UpdateClientMutationVariables = Exact<{
  id: string;
  data: ClientUpdateInput;
}>;

export type UpdateClientMutation = {
  updateClient: {
    id: string;
    email: string | null;
    firstName: string;
    middleName: string | null;
    lastName: string;
    mobilePhone: string;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
    propertyAddress1: string | null;
    propertyAddress2: string | null;
    propertyCity: string | null;
    propertyState: string | null;
    propertyZipcode: string | null;
    active: boolean;
    createdAt: string;
    updatedAt: string;
    tenant: { id: string } | null;
  };
};

export type AgentLandingPageQueryVariables = Exact<{
  landingPageURI: string;
}>;

export type AgentLandingPageQuery = {
  allRealtors: Array<{
    id: string;
    email: string | null;
    mobilePhone: string | null;
    firstName: string;
    lastName: string;
    landingPageURI: string;
    headshotImageURL: string | null;
    displayName: string | null;
    displayDescription: string | null;
    qrCodeURL: string | null;
    licenses: Array<{ state: string; licenseNumber: string }>;
    brokerage: {
      name: string | null;
      logoURL: string | null;
      websiteURL: string | null;
      officePhone: string | null;
    } | null;
  }>;
};

export type TransferHistoryQueryVariables = Exact<{
  clientId: string;
  hidden: Array<string> | string;
}>;

export type TransferHistoryQuery = {
  allTransfers: Array<{
    id: string;
    status: string;
    disbursement: boolean;
    amount: string;
    fee: string;
    purpose: string | null;
    propertyAddress1: string | null;
    propertyAddress2: string | null;
    propertyCity: string | null;
    propertyState: string | null;
    propertyZipcode: string | null;
    createdAt: string;
    updatedAt: string;
    sourceBankAccount: { id: string } | null;
    destBankAccount: { id: string } | null;
  }>;
};

export type TenantAgentsQueryVariables = Exact<{
  tenantId: string;
}>;

export type TenantAgentsQuery = {
  allRealtors: Array<{ id: string; firstName: string; lastName: string; displayName: string | null }>;
};

export type TenantEscrowAccountsQueryVariables = Exact<{
  tenantId: string;
}>;

export type TenantEscrowAccountsQuery = {
  allBankAccounts: Array<{
    id: string;
    bankName: string | null;
    name: string | null;
    bankDisplayName: string | null;
    accountLastFourDigits: string | null;
  }>;
};

export type TransferFeeConfigsQueryVariables = Exact<{
  identifier: string;
}>;

export type TransferFeeConfigsQuery = {
  allTransferFeeConfigs: Array<{ id: string; amount: string; clientPays: boolean }>;
};

export type TenantOfficesQueryVariables = Exact<{
  tenantId: string;
}>;

export type TenantOfficesQuery = {
  allOffices: Array<{ id: string; title: string; city: string | null; state: string | null }>;
};

export type SourceBankAccountQueryVariables = Exact<{
  id: string;
}>;

export type SourceBankAccountQuery = {
  BankAccount: {
    id: string;
    bankName: string | null;
    name: string | null;
    bankDisplayName: string | null;
    accountLastFourDigits: string | null;
    accountSubtype: string | null;
    balance: string | null;
    pendingVerification: boolean;
    unsupported: boolean;
    ownerType: BankAccountOwnerType;
  } | null;
};

export type ClientTransferTypesQueryVariables = Exact<{
  isCredit: boolean;
}>;

export type ClientTransferTypesQuery = {
  allTransferTypes: Array<{ id: string; name: string; purpose: { purposes: Array<string> } }>;
};

export type CreateTransferDraftMutationVariables = Exact<{
  data: TransferCreateInput;
}>;

export type CreateTransferDraftMutation = {
  createTransfer: {
    id: string;
    status: string;
    disbursement: boolean;
    amount: string;
    fee: string;
    purpose: string | null;
    sellerName: string | null;
    expectedClosingDate: string | null;
    otherIndividuals: string | null;
    propertyAddress1: string | null;
    propertyAddress2: string | null;
    propertyCity: string | null;
    propertyState: string | null;
    propertyZipcode: string | null;
    createdAt: string;
    updatedAt: string;
    notes: Array<{ note: string }>;
    transferType: { id: string; name: string } | null;
    sourceBankAccount: {
      id: string;
      bankName: string | null;
      name: string | null;
      bankDisplayName: string | null;
      accountLastFourDigits: string | null;
      accountSubtype: string | null;
      balance: string | null;
      pendingVerification: boolean;
      unsupported: boolean;
      ownerType: BankAccountOwnerType;
    } | null;
    destBankAccount: {
      id: string;
      bankName: string | null;
      name: string | null;
      bankDisplayName: string | null;
      accountLastFourDigits: string | null;
      accountSubtype: string | null;
      balance: string | null;
      pendingVerification: boolean;
      unsupported: boolean;
      ownerType: BankAccountOwnerType;
    } | null;
    escrowBankAccount: {
      id: string;
      bankName: string | null;
      name: string | null;
      bankDisplayName: string | null;
      accountLastFourDigits: string | null;
      accountSubtype: string | null;
      balance: string | null;
      pendingVerification: boolean;
      unsupported: boolean;
      ownerType: BankAccountOwnerType;
    } | null;
    office: { id: string; title: string } | null;
    realtor: { id: string; firstName: string; lastName: string; displayName: string | null } | null;
    agent: { id: string; firstName: string; lastName: string; displayName: string | null } | null;
  };
};

export type UpdateTransferDraftMutationVariables = Exact<{
  id: string;
  data: TransferUpdateInput;
}>;

export type UpdateTransferDraftMutation = {
  updateTransfer: {
    id: string;
    status: string;
    disbursement: boolean;
    amount: string;
    fee: string;
    purpose: string | null;
    sellerName: string | null;
    expectedClosingDate: string | null;
    otherIndividuals: string | null;
    propertyAddress1: string | null;
    propertyAddress2: string | null;
    propertyCity: string | null;
    propertyState: string | null;
    propertyZipcode: string | null;
    createdAt: string;
    updatedAt: string;
    notes: Array<{ note: string }>;
    transferType: { id: string; name: string } | null;
    sourceBankAccount: {
      id: string;
      bankName: string | null;
      name: string | null;
      bankDisplayName: string | null;
      accountLastFourDigits: string | null;
      accountSubtype: string | null;
      balance: string | null;
      pendingVerification: boolean;
      unsupported: boolean;
      ownerType: BankAccountOwnerType;
    } | null;
    destBankAccount: {
      id: string;
      bankName: string | null;
      name: string | null;
      bankDisplayName: string | null;
      accountLastFourDigits: string | null;
      accountSubtype: string | null;
      balance: string | null;
      pendingVerification: boolean;
      unsupported: boolean;
      ownerType: BankAccountOwnerType;
    } | null;
    escrowBankAccount: {
      id: string;
      bankName: string | null;
      name: string | null;
      bankDisplayName: string | null;
      accountLastFourDigits: string | null;
      accountSubtype: string | null;
      balance: string | null;
      pendingVerification: boolean;
      unsupported: boolean;
      ownerType: BankAccountOwnerType;
    } | null;
    office: { id: string; title: string } | null;
    realtor: { id: string; firstName: string; lastName: string; displayName: string | null } | null;
    agent: { id: string; firstName: string; lastName: string; displayName: string | null } | null;
  };
};

export type TransferByIdQueryVariables = Exact<{
  id: string;
}>;

export type TransferByIdQuery = {
  Transfer: {
    id: string;
    status: string;
    disbursement: boolean;
    amount: string;
    fee: string;
    purpose: string | null;
    sellerName: string | null;
    expectedClosingDate: string | null;
    otherIndividuals: string | null;
    propertyAddress1: string | null;
    propertyAddress2: string | null;
    propertyCity: string | null;
    propertyState: string | null;
    propertyZipcode: string | null;
    createdAt: string;
    updatedAt: string;
    notes: Array<{ note: string }>;
    transferType: { id: string; name: string } | null;
    sourceBankAccount: {
      id: string;
      bankName: string | null;
      name: string | null;
      bankDisplayName: string | null;
      accountLastFourDigits: string | null;
      accountSubtype: string | null;
      balance: string | null;
      pendingVerification: boolean;
      unsupported: boolean;
      ownerType: BankAccountOwnerType;
    } | null;
    destBankAccount: {
      id: string;
      bankName: string | null;
      name: string | null;
      bankDisplayName: string | null;
      accountLastFourDigits: string | null;
      accountSubtype: string | null;
      balance: string | null;
      pendingVerification: boolean;
      unsupported: boolean;
      ownerType: BankAccountOwnerType;
    } | null;
    escrowBankAccount: {
      id: string;
      bankName: string | null;
      name: string | null;
      bankDisplayName: string | null;
      accountLastFourDigits: string | null;
      accountSubtype: string | null;
      balance: string | null;
      pendingVerification: boolean;
      unsupported: boolean;
      ownerType: BankAccountOwnerType;
    } | null;
    office: { id: string; title: string } | null;
    realtor: { id: string; firstName: string; lastName: string; displayName: string | null } | null;
    agent: { id: string; firstName: string; lastName: string; displayName: string | null } | null;
  } | null;
};

export type TransferFieldsFragment = {
  id: string;
  status: string;
  disbursement: boolean;
  amount: string;
  fee: string;
  purpose: string | null;
  sellerName: string | null;
  expectedClosingDate: string | null;
  otherIndividuals: string | null;
  propertyAddress1: string | null;
  propertyAddress2: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  propertyZipcode: string | null;
  createdAt: string;
  updatedAt: string;
  notes: Array<{ note: string }>;
  transferType: { id: string; name: string } | null;
  sourceBankAccount: {
    id: string;
    bankName: string | null;
    name: string | null;
    bankDisplayName: string | null;
    accountLastFourDigits: string | null;
    accountSubtype: string | null;
    balance: string | null;
    pendingVerification: boolean;
    unsupported: boolean;
    ownerType: BankAccountOwnerType;
  } | null;
  destBankAccount: {
    id: string;
    bankName: string | null;
    name: string | null;
    bankDisplayName: string | null;
    accountLastFourDigits: string | null;
    accountSubtype: string | null;
    balance: string | null;
    pendingVerification: boolean;
    unsupported: boolean;
    ownerType: BankAccountOwnerType;
  } | null;
  escrowBankAccount: {
    id: string;
    bankName: string | null;
    name: string | null;
    bankDisplayName: string | null;
    accountLastFourDigits: string | null;
    accountSubtype: string | null;
    balance: string | null;
    pendingVerification: boolean;
    unsupported: boolean;
    ownerType: BankAccountOwnerType;
  } | null;
  office: { id: string; title: string } | null;
  realtor: { id: string; firstName: string; lastName: string; displayName: string | null } | null;
  agent: { id: string; firstName: string; lastName: string; displayName: string | null } | null;
};

export type TransferAccountFieldsFragment = {
  id: string;
  bankName: string | null;
  name: string | null;
  bankDisplayName: string | null;
  accountLastFourDigits: string | null;
  accountSubtype: string | null;
  balance: string | null;
  pendingVerification: boolean;
  unsupported: boolean;
  ownerType: BankAccountOwnerType;
};

export type TenantQueryVariables = Exact<{
  identifier: string;
}>;

export type TenantQuery = {
  allTenants: Array<{
    id: string;
    name: string;
    description: string | null;
    identifier: string;
    type: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
    supportEmail: string | null;
    pocPhone: string | null;
    routingType: TenantRoutingType;
    enabledModules: Array<PortalModule>;
    tenantGroup: {
      id: string;
      groupName: string;
      logoURL: string | null;
      groupTagline: string | null;
      bannerColor: string | null;
    } | null;
  }>;
};

export type BrandingQueryVariables = Exact<{
  identifier: string;
}>;

export type BrandingQuery = {
  own: Array<{
    id: string;
    description: string | null;
    logoURL: string | null;
    faviconImgURL: string | null;
    backgroundImageURL: string | null;
    header: string | null;
    footer: string | null;
    registerText: string | null;
    registerButtonText: string | null;
    fontFamily: string | null;
    fontSize: string | null;
    fontColor: string | null;
    fontWeight: string | null;
    backgroundColor: string | null;
    linkColor: string | null;
    buttonColor: string | null;
    accentColor: string | null;
    customCSS: string | null;
    default: boolean;
    active: boolean;
  }>;
  fallback: Array<{
    id: string;
    description: string | null;
    logoURL: string | null;
    faviconImgURL: string | null;
    backgroundImageURL: string | null;
    header: string | null;
    footer: string | null;
    registerText: string | null;
    registerButtonText: string | null;
    fontFamily: string | null;
    fontSize: string | null;
    fontColor: string | null;
    fontWeight: string | null;
    backgroundColor: string | null;
    linkColor: string | null;
    buttonColor: string | null;
    accentColor: string | null;
    customCSS: string | null;
    default: boolean;
    active: boolean;
  }>;
};

export type BrandingFieldsFragment = {
  id: string;
  description: string | null;
  logoURL: string | null;
  faviconImgURL: string | null;
  backgroundImageURL: string | null;
  header: string | null;
  footer: string | null;
  registerText: string | null;
  registerButtonText: string | null;
  fontFamily: string | null;
  fontSize: string | null;
  fontColor: string | null;
  fontWeight: string | null;
  backgroundColor: string | null;
  linkColor: string | null;
  buttonColor: string | null;
  accentColor: string | null;
  customCSS: string | null;
  default: boolean;
  active: boolean;
};

export type ClientFieldsFragment = {
  id: string;
  email: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  mobilePhone: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  propertyAddress1: string | null;
  propertyAddress2: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  propertyZipcode: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  tenant: { id: string } | null;
};

export type SessionClientQueryVariables = Exact<{
  id: string;
}>;

export type SessionClientQuery = {
  Client: {
    id: string;
    email: string | null;
    firstName: string;
    middleName: string | null;
    lastName: string;
    mobilePhone: string;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
    propertyAddress1: string | null;
    propertyAddress2: string | null;
    propertyCity: string | null;
    propertyState: string | null;
    propertyZipcode: string | null;
    active: boolean;
    createdAt: string;
    updatedAt: string;
    tenant: { id: string } | null;
  } | null;
};

export type InitiatedTransfersQueryVariables = Exact<{
  clientId: string;
  status: string;
}>;

export type InitiatedTransfersQuery = { allTransfers: Array<{ id: string; status: string }> };

export type MarkTransferViewedMutationVariables = Exact<{
  id: string;
  status: string;
}>;

export type MarkTransferViewedMutation = { updateTransfer: { id: string; status: string } };
