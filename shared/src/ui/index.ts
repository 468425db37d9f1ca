// @portal/shared/ui: the UI kit. Branding only through --cp-* custom properties; class
// names all start with `cp-ui-`. The Modal is a separate entry (@portal/shared/ui/modal)
// so pages without a dialog do not download its library.
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Spinner, type SpinnerProps } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { Select, type SelectOption, type SelectProps } from './select';
export { RadioGroup, type RadioGroupProps } from './radio-group';
export { Checkbox, type CheckboxProps } from './checkbox';
export type { FieldChromeProps } from './field';
export { ToastViewport } from './toast-viewport';
export { formikField, type FormikFieldProps } from './formik-field';
export {
  DisbursementTabs,
  FlowSteps,
  isDisbursementStep,
  PaymentSteps,
  type FlowStep,
  type PaymentStep,
} from './flow-steps';
export { Skeleton } from './skeleton';
export { ErrorSummary, ERROR_SUMMARY_TITLE, type ErrorSummaryProps, type SummaryError } from './error-summary';
export { useErrorSummary, type FormErrors, type SummaryFieldProps } from './use-error-summary';
