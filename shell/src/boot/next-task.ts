/** Chrome's `scheduler.yield()` (129+): the continuation runs ahead of other queued tasks. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between. Where `scheduler.yield` is missing (Safari, Firefox) a message to a channel of our own
 * does it: unlike a zero-delay timeout, it is not held back to once a second in a hidden tab,
 * nor clamped to 4 ms after a few nested calls.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs the steps in order, each in a task of its own; a step's promise is awaited before the next. */
export async function runInTasksOfTheirOwn(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}
