// @portal/shared/format: display and parsing helpers. moment-based; for the browser
// and the Node API alike.
export { MISSING_AMOUNT, centsToDecimal, decimalToCents, formatMoney } from '@portal/shared/money';
export { type DateInput, parseDate } from './parse-date';
export { formatDate, formatMessageDate, formatTime } from './date';
export { formatPhone, maskPhoneInput, normalizePhone } from '@portal/shared/phone';
export { messageTypeLabel } from './message-type';
