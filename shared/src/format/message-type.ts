/** 'transfer_receipt' → 'transfer receipt'; a message without a type shows 'N/A'. */
export function messageTypeLabel(type: string | null | undefined): string {
  return type ? type.replaceAll('_', ' ') : 'N/A';
}
