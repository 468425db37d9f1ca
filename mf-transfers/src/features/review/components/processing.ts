/** The modal's title while a transfer starts or a payment is accepted (requirements §2). */
export const PROCESSING_TITLE = 'Processing Fund Transfer ...';
