/** Chrome's `scheduler.yield()` (129+): the continuation runs ahead of other queued tasks. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between. Where `scheduler.yield` is missing (Safari, Firefox) a zero-delay timeout does it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the steps in order, each in a task of its own; a step's promise is awaited before the next. */
export async function runInTasksOfTheirOwn(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}
