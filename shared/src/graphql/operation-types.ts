/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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
  /** The spec's name for type_in (AllClientMessages); given with type_in, a message must match both. */
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

export type SortClientMessagesBy =
  'createdAt_ASC' | 'createdAt_DESC' | 'type_ASC' | 'type_DESC' | 'updatedAt_ASC' | 'updatedAt_DESC';

export type TenantRoutingType = 'agent' | 'office' | 'other';

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
