import { nextTask, runInTasksOfTheirOwn } from './next-task';

/**
 * A stand-in for the browser's MessageChannel (jsdom has none): a posted message is delivered
 * only when the test says so, as the browser delivers it only in a later task.
 */
class HeldMessageChannel {
  static held: Array<() => void> = [];
  static deliverNext() {
    HeldMessageChannel.held.shift()?.();
  }
  port1: { onmessage: (() => void) | null; close: () => void } = { onmessage: null, close: () => undefined };
  port2 = { postMessage: () => HeldMessageChannel.held.push(() => this.port1.onmessage?.()) };
}

const globals = globalThis as { scheduler?: unknown; MessageChannel?: unknown };

beforeEach(() => {
  HeldMessageChannel.held = [];
  globals.MessageChannel = HeldMessageChannel;
});

afterEach(() => {
  delete globals.scheduler;
  delete globals.MessageChannel;
});

/** Lets every queued microtask run: what is still waiting after this waits for a new task. */
const settleMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('nextTask', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    globals.scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
    expect(HeldMessageChannel.held).toHaveLength(0);
  });

  it('otherwise resumes when a posted message is delivered, not in a microtask', async () => {
    let resumed = false;
    void nextTask().then(() => (resumed = true));
    await settleMicrotasks();
    expect(resumed).toBe(false);
    HeldMessageChannel.deliverNext();
    await settleMicrotasks();
    expect(resumed).toBe(true);
  });
});

describe('runInTasksOfTheirOwn', () => {
  it('starts each step in a new task, in order, after the previous step has settled', async () => {
    const ran: string[] = [];
    let finishFirst!: () => void;
    const done = runInTasksOfTheirOwn([
      () => new Promise<void>((resolve) => ((finishFirst = resolve), ran.push('first'))),
      () => ran.push('second'),
    ]);
    await settleMicrotasks();
    expect(ran).toEqual([]); // nothing in the task that called it
    HeldMessageChannel.deliverNext();
    await settleMicrotasks();
    expect(ran).toEqual(['first']);
    expect(HeldMessageChannel.held).toHaveLength(0); // waits for the first step's promise
    finishFirst();
    await settleMicrotasks();
    expect(ran).toEqual(['first']); // and then for a new task
    HeldMessageChannel.deliverNext();
    await done;
    expect(ran).toEqual(['first', 'second']);
  });
});
