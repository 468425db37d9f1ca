import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '@portal/shared';
import { AVERAGE_SIZE_WARNING_CENTS, TRANSFER_STATUS } from '@portal/shared/constants';
import { decimalToCents, formatMoney } from '@portal/shared/money';
import { Button, ErrorSummary, RadioGroup, Select, TextField, useErrorSummary } from '@portal/shared/ui';
import { AccountPanel } from '../../transfers/components/account-panel';
import { displayCalendarDate } from '../../transfers/lib/display-date';
import type { TransferRecord } from '../../transfers/api/get-transfer';
import type { SourceAccount } from '../api/get-source-account';
import { transferSchema, useCreateTransferDraftMutation, useUpdateTransferDraftMutation } from '../api/save-transfer';
import type { DetailsData } from '../hooks/use-details-data';
import { PROPERTY_ADDRESS_FIELDS, PropertyAddressFieldset } from './property-address-fieldset';
import { asksForAgentDetails, draftInput, initialValues, type DetailsValues } from './transfer-values';

const AGENT_FIELDS = ['agentName', 'agentEmail', 'agentPhone'] as const;

/** The form's fields in its order (the error summary lists them so); each labelled `transfers.details.field.<name>`. */
const FIELDS = [
  'purpose',
  ...PROPERTY_ADDRESS_FIELDS,
  'notes',
  'amount',
  'amountCompare',
  'office',
  'agent',
  ...AGENT_FIELDS,
] as const;

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
  const intl = useIntl();
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

  const labels = useMemo(
    () =>
      Object.fromEntries(FIELDS.map((name) => [name, intl.formatMessage({ id: `transfers.details.field.${name}` })])),
    [intl],
  );
  const form = useErrorSummary(formik, labels);
  const [agentOpen, setAgentOpen] = useState(() => AGENT_FIELDS.some((name) => formik.initialValues[name]));
  const amountCents = decimalToCents(formik.values.amount);
  // Requirements §4: above the threshold a flag is set for an information hint.
  const aboveAverage = amountCents !== null && amountCents > AVERAGE_SIZE_WARNING_CENTS;
  const amountField = form.field('amount');
  const purposeOptions = purposes.map((purpose) => ({ value: purpose, label: purpose }));

  return (
    <form
      className="mf-transfers-form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={intl.formatMessage({ id: 'transfers.details.title' })}
      data-above-average={aboveAverage || undefined}
    >
      <ErrorSummary {...form.summary} />
      <div className="mf-transfers-panels">
        <AccountPanel title={intl.formatMessage({ id: 'transfers.panel.from' })} account={source} showBalance />
        {escrow ? (
          <AccountPanel
            title={intl.formatMessage({ id: 'transfers.panel.to' })}
            account={escrow}
            holder={tenant.name}
          />
        ) : (
          <p className="mf-transfers-form__error" role="alert">
            <FormattedMessage id="errors.destinationAccountNotFound" />
          </p>
        )}
      </div>

      <RadioGroup {...form.field('purpose')} options={purposeOptions} />
      <PropertyAddressFieldset field={form.field} />
      {(transfer?.sellerName || closing) && (
        // What the tenant's request set beyond the form's fields: shown, kept as it is.
        <dl className="mf-transfers-summary mf-transfers-form__request">
          {transfer?.sellerName && (
            <div className="mf-transfers-summary__row">
              <dt>
                <FormattedMessage id="transfers.row.seller" />
              </dt>
              <dd>{transfer.sellerName}</dd>
            </div>
          )}
          {closing && (
            <div className="mf-transfers-summary__row">
              <dt>
                <FormattedMessage id="transfers.row.expectedClosingDate" />
              </dt>
              <dd>{closing}</dd>
            </div>
          )}
        </dl>
      )}
      <TextField {...form.field('notes')} />

      <div className="mf-transfers-form__row">
        <TextField
          {...amountField}
          prefix="$"
          inputMode="decimal"
          autoComplete="off"
          // Under an error the hint is noise: the error says what to do.
          hint={
            aboveAverage && !amountField.error
              ? intl.formatMessage(
                  { id: 'transfers.details.largeAmountHint' },
                  { amount: formatMoney(AVERAGE_SIZE_WARNING_CENTS) },
                )
              : undefined
          }
        />
        <TextField
          {...form.field('amountCompare')}
          prefix="$"
          inputMode="decimal"
          autoComplete="off"
          // Requirements §5: the amount must be typed twice, never pasted.
          onPaste={(event) => event.preventDefault()}
          onDrop={(event) => event.preventDefault()}
        />
      </div>
      {fee.clientPays && decimalToCents(fee.amount) ? (
        <p className="mf-transfers-form__note">
          <FormattedMessage id="transfers.details.feeNote" values={{ fee: formatMoney(fee.amount) }} />
        </p>
      ) : null}

      {tenant.routingType === 'office' && (
        <Select
          {...form.field('office')}
          placeholder={intl.formatMessage({ id: 'transfers.details.officePlaceholder' })}
          options={offices.map((office) => ({ value: office.id, label: office.title }))}
        />
      )}
      {needsAgent && (
        <Select
          {...form.field('agent')}
          placeholder={intl.formatMessage({ id: 'transfers.details.agentPlaceholder' })}
          options={agents.map((agent) => ({ value: agent.id, label: agentName(agent) }))}
        />
      )}
      {tenant.routingType === 'agent' && fixedAgent && (
        <p className="mf-transfers-form__note">
          <FormattedMessage id="transfers.details.fixedAgent" values={{ name: agentName(fixedAgent) }} />
        </p>
      )}

      {asksForAgentDetails(formik.values.purpose) && (
        // Optional, and most buyers leave it empty: folded away so the form stays short on a
        // phone, open when it holds something (a draft's values, or an error to correct).
        <details
          className="mf-transfers-form__optional"
          open={agentOpen || AGENT_FIELDS.some((name) => form.field(name).error)}
          onToggle={(event) => setAgentOpen(event.currentTarget.open)}
        >
          <summary>
            <FormattedMessage id="transfers.details.agentInformation" />
          </summary>
          <TextField {...form.field('agentName')} autoComplete="off" />
          <div className="mf-transfers-form__row">
            <TextField {...form.field('agentEmail')} type="email" autoComplete="off" />
            <TextField {...form.field('agentPhone')} type="tel" autoComplete="off" />
          </div>
        </details>
      )}

      {failure && (
        <p className="mf-transfers-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="mf-transfers-form__actions">
        <Button variant="secondary" onClick={onBack}>
          <FormattedMessage id="transfers.action.back" />
        </Button>
        <Button type="submit" loading={formik.isSubmitting} disabled={!escrow}>
          <FormattedMessage id="transfers.details.review" />
        </Button>
      </div>
    </form>
  );
}
