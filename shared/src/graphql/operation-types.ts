/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

/** The front-end modules (micro-frontends) a tenant has enabled. */
export type PortalModule = 'banking' | 'messages' | 'onboarding' | 'transfers';

export type TenantRoutingType = 'agent' | 'office' | 'other';

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
