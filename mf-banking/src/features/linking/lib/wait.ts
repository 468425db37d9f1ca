/** Resolves after `ms`: the pause the provider needs after linking (requirements §9, 8 seconds). */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
