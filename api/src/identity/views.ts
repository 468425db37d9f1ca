import type { ClientRow, LoginUserRow } from './account-repository';

/** A client as the front end keeps it in the session (requirements §3; provider ids stay on the server). */
export interface ClientView {
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
  tenant: { id: string };
  createdAt: string;
  updatedAt: string;
}

/** The login user kept in the session as login_user. Its roles grant nothing in this API: sessions are scoped to the client. */
export interface LoginUserView {
  id: string;
  name: string | null;
  email: string | null;
  phoneNumber: string;
  roles: string[];
  newUserRole: string;
}

export function toClientView(row: ClientRow): ClientView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    mobilePhone: row.mobilePhone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    propertyAddress1: row.propertyAddress1,
    propertyAddress2: row.propertyAddress2,
    propertyCity: row.propertyCity,
    propertyState: row.propertyState,
    propertyZipcode: row.propertyZipcode,
    active: row.active,
    tenant: { id: row.tenantId },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The answer to registering into a client the tenant created (unauthenticated, code not yet
 * verified): only what the person typed, plus the id. Whatever the tenant stored about the
 * client (e-mail, addresses, its names) is for the person once signed in, not for whoever
 * knows the phone number.
 */
export function claimedClientView(
  id: string,
  tenantId: string,
  input: { firstName: string; middleName: string | null; lastName: string; mobilePhone: string },
  at: Date,
): ClientView {
  return {
    id,
    email: null,
    ...input,
    address1: null,
    address2: null,
    city: null,
    state: null,
    zipcode: null,
    propertyAddress1: null,
    propertyAddress2: null,
    propertyCity: null,
    propertyState: null,
    propertyZipcode: null,
    active: true,
    tenant: { id: tenantId },
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
}

export function toLoginUserView(row: LoginUserRow): LoginUserView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    roles: row.roles,
    newUserRole: row.newUserRole,
  };
}
