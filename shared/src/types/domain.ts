// Domain records the shared state holds (requirements §3). Only what the shell and the
// remotes read from the session is typed; GraphQL documents bring their own types.

export interface Client {
  id: string;
  email?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  /** '+1' followed by ten digits. */
  mobilePhone?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  propertyAddress1?: string | null;
  propertyAddress2?: string | null;
  propertyCity?: string | null;
  propertyState?: string | null;
  propertyZipcode?: string | null;
  active?: boolean | null;
  tenant?: { id: string } | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface RealtorLicense {
  state?: string | null;
  licenseNumber?: string | null;
}

export interface RealtorBrokerage {
  name?: string | null;
  logoURL?: string | null;
  websiteURL?: string | null;
  officePhone?: string | null;
}

export interface Realtor {
  /** 24 characters for a realtor that can be used as a transfer's realtor. */
  id: string;
  email?: string | null;
  mobilePhone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  displayDescription?: string | null;
  landingPageURI?: string | null;
  headshotImageURL?: string | null;
  /** Requirements §3: a JSON list of state and license number. */
  licenses?: RealtorLicense[] | string | null;
  qrCodeURL?: string | null;
  brokerage?: RealtorBrokerage | null;
}

/** The login provider's profile of the signed-in user; its shape is the provider's. */
export type LoginUser = Readonly<Record<string, unknown>>;
