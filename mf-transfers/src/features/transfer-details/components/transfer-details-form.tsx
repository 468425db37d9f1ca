import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage } from '@portal/shared';
import { AVERAGE_SIZE_WARNING_CENTS, DESTINATION_ACCOUNT_NOT_FOUND, TRANSFER_STATUS } from '@portal/shared/constants';
import { decimalToCents, formatMoney } from '@portal/shared/money';
import { Button, formikField, Select, TextField } from '@portal/shared/ui';
import { AccountPanel } from '../../transfers/components/account-panel';
import { displayCalendarDate } from '../../transfers/lib/display-date';
import type { TransferRecord } from '../../transfers/api/get-transfer';
import type { SourceAccount } from '../api/get-source-account';
import { transferSchema, useCreateTransferDraftMutation, useUpdateTransferDraftMutation } from '../api/save-transfer';
import type { DetailsData } from '../hooks/use-details-data';
import { PropertyAddressFieldset } from './property-address-fieldset';
import { asksForAgentDetails, draftInput, initialValues, type DetailsValues } from './transfer-values';

/** The information hint for amounts above the average-size threshold (requirements §4, §9). */
export const LARGE_AMOUNT_HINT = `Transfers above ${formatMoney(AVERAGE_SIZE_WARNING_CENTS)} are common at closing: please check the amount with your closing documents.`;

export interface TransferDetailsFormProps {
  data: DetailsData & { source: SourceAccount };
  onSaved: (transfer: TransferRecord) => void;
  onBack: () => void;
}

const agentName = (agent: { displayName?: string | null; firstName?: string | null; lastName?: string | null }) =>
  agent.displayName || [agent.firstName, agent.lastName].filter(Boolean).join(' ');

/**
 * Step-3, the transfer details (requirements §2, §5): purpose, property address, notes, amount twice,
 * the destination panel, the office or agent picker, agent details for an earnest money
 * deposit. Valid input is saved as a draft, created or updated.
 */
export function TransferDetailsForm({ data, onSaved, onBack }: TransferDetailsFormProps) {
  const { tenant, transfer, transferType, source, escrow, fee, offices, agents, sessionRealtor } = data;
  const [createDraft] = useCreateTransferDraftMutation();
  const [updateDraft] = useUpdateTransferDraftMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const purposes = useMemo(() => transferType?.purpose.purposes ?? [], [transferType]);
  // The agent a landing page, the session or the tenant's request fixed (requirements §6): no picker then.
  const fixedAgent = sessionRealtor ?? transfer?.realtor ?? null;
  const needsAgent = tenant.routingType === 'agent' && !fixedAgent;
  const closing = displayCalendarDate(transfer?.expectedClosingDate);

  const schema = useMemo(
    () =>
      transferSchema({
        routingType: tenant.routingType,
        balanceCents: source.balance == null ? null : decimalToCents(source.balance),
        feeCents: decimalToCents(fee.amount) ?? 0,
        clientPays: fee.clientPays,
        agentPreselected: fixedAgent !== null,
      }),
    [tenant.routingType, source.balance, fee, fixedAgent],
  );

  const formik = useFormik<DetailsValues>({
    initialValues: initialValues(transfer, purposes),
    validationSchema: schema,
    onSubmit: async (values) => {
      if (!escrow) return;
      setFailure(null);
      const input = draftInput(values, {
        transferTypeId: transferType?.id ?? null,
        sourceId: source.id,
        escrowId: escrow.id,
        routingType: tenant.routingType,
        sessionRealtor,
      });
      try {
        // Saved as a draft: a new one, or the one being continued (requirements §4).
        const saved = transfer
          ? await updateDraft({ id: transfer.id, data: { ...input, status: TRANSFER_STATUS.draft } }).unwrap()
          : await createDraft({ ...input, status: TRANSFER_STATUS.draft }).unwrap();
        onSaved(saved);
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });

  const amountCents = decimalToCents(formik.values.amount);
  // Requirements §4: above the threshold a flag is set for an information hint.
  const aboveAverage = amountCents !== null && amountCents > AVERAGE_SIZE_WARNING_CENTS;
  const purposeOptions = purposes.map((purpose) => ({ value: purpose, label: purpose }));

  return (
    <form
      className="mf-transfers-form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label="Transfer Details"
      data-above-average={aboveAverage || undefined}
    >
      <div className="mf-transfers-panels">
        <AccountPanel title="From" account={source} showBalance />
        {escrow ? (
          <AccountPanel title="To" account={escrow} holder={tenant.name} />
        ) : (
          <p className="mf-transfers-form__error" role="alert">
            {DESTINATION_ACCOUNT_NOT_FOUND}
          </p>
        )}
      </div>

      <Select label="Purpose" options={purposeOptions} {...formikField(formik, 'purpose')} />
      <PropertyAddressFieldset formik={formik} />
      {(transfer?.sellerName || closing) && (
        // What the tenant's request set beyond the form's fields: shown, kept as it is.
        <dl className="mf-transfers-summary mf-transfers-form__request">
          {transfer?.sellerName && (
            <div className="mf-transfers-summary__row">
              <dt>Seller</dt>
              <dd>{transfer.sellerName}</dd>
            </div>
          )}
          {closing && (
            <div className="mf-transfers-summary__row">
              <dt>Expected Closing Date</dt>
              <dd>{closing}</dd>
            </div>
          )}
        </dl>
      )}
      <TextField label="Notes (optional)" {...formikField(formik, 'notes')} />

      <div className="mf-transfers-form__row">
        <TextField
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          hint={aboveAverage ? LARGE_AMOUNT_HINT : undefined}
          {...formikField(formik, 'amount')}
        />
        <TextField
          label="Re-Enter Amount"
          inputMode="decimal"
          autoComplete="off"
          // Requirements §5: the amount must be typed twice, never pasted.
          onPaste={(event) => event.preventDefault()}
          onDrop={(event) => event.preventDefault()}
          {...formikField(formik, 'amountCompare')}
        />
      </div>
      {fee.clientPays && decimalToCents(fee.amount) ? (
        <p className="mf-transfers-form__note">
          A convenience fee of {formatMoney(fee.amount)} is added to the amount.
        </p>
      ) : null}

      {tenant.routingType === 'office' && (
        <Select
          label="Office"
          placeholder="Select an office"
          options={offices.map((office) => ({ value: office.id, label: office.title }))}
          {...formikField(formik, 'office')}
        />
      )}
      {needsAgent && (
        <Select
          label="Agent"
          placeholder="Select an agent"
          options={agents.map((agent) => ({ value: agent.id, label: agentName(agent) }))}
          {...formikField(formik, 'agent')}
        />
      )}
      {tenant.routingType === 'agent' && fixedAgent && (
        <p className="mf-transfers-form__note">Agent: {agentName(fixedAgent)}</p>
      )}

      {asksForAgentDetails(formik.values.purpose) && (
        <fieldset className="mf-transfers-form__group">
          <legend>Agent Information (optional)</legend>
          <TextField label="Agent Name" autoComplete="off" {...formikField(formik, 'agentName')} />
          <div className="mf-transfers-form__row">
            <TextField label="Agent Email" type="email" autoComplete="off" {...formikField(formik, 'agentEmail')} />
            <TextField label="Agent Phone" type="tel" autoComplete="off" {...formikField(formik, 'agentPhone')} />
          </div>
        </fieldset>
      )}

      {failure && (
        <p className="mf-transfers-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="mf-transfers-form__actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={formik.isSubmitting} disabled={!escrow}>
          Review
        </Button>
      </div>
    </form>
  );
}
