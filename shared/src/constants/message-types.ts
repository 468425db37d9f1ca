export const MESSAGE_TYPES = ['transfer_fail', 'transfer_initiated', 'transfer_receipt', 'transfer_request'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
