import { FormattedMessage } from 'react-intl';
import { Link } from '@portal/shared/router';

/** 'Bank account not found, please select bank account', with the way back to choosing one. */
export function BankAccountNotFound({ selectAccountPath }: { selectAccountPath: string }) {
  return (
    <div className="mf-transfers-form__error" role="alert">
      <p>
        <FormattedMessage id="errors.bankAccountNotFound" />
      </p>
      <Link to={selectAccountPath}>
        <FormattedMessage id="transfers.common.selectBankAccount" />
      </Link>
    </div>
  );
}
