/**
 * What every transfer screen reads of a transfer (requirements §3), as one fragment: the details form
 * prefills from it, the review shows it, history lists it. Money is decimal strings.
 */
const TRANSFER_FIELDS_FRAGMENT = /* GraphQL */ `
  fragment TransferFields on Transfer {
    id
    status
    disbursement
    payoutSpeed
    instantFallback
    amount
    fee
    purpose
    sellerName
    expectedClosingDate
    notes {
      note
    }
    otherIndividuals
    propertyAddress1
    propertyAddress2
    propertyCity
    propertyState
    propertyZipcode
    createdAt
    updatedAt
    transferType {
      id
      name
    }
    sourceBankAccount {
      ...TransferAccountFields
    }
    destBankAccount {
      ...TransferAccountFields
    }
    escrowBankAccount {
      ...TransferAccountFields
    }
    office {
      id
      title
    }
    realtor {
      id
      firstName
      lastName
      displayName
    }
    agent {
      id
      firstName
      lastName
      displayName
    }
  }

  fragment TransferAccountFields on BankAccount {
    id
    bankName
    name
    bankDisplayName
    accountLastFourDigits
    accountSubtype
    balance
    pendingVerification
    unsupported
    ownerType
  }
`;

/** A document that spreads ...TransferFields, with the fragments it needs appended. */
export function withTransferFields(document: string): string {
  return document + TRANSFER_FIELDS_FRAGMENT;
}
