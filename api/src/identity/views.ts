import type { ClientView, LoginUserView } from '@portal/shared/contracts';
import type { ClientRow, LoginUserRow } from './account-repository';

// The client and login user as sign-in and registration answer them (@portal/shared/contracts;
// provider ids stay on the server). The login user's roles grant nothing in this API: sessions
// are scoped to the client.

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
    language: row.language,
    tenant: { id: row.tenantId },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
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
