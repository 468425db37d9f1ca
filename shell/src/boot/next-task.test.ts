import { nextTask, runInTasksOfTheirOwn } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });

  it('resumes in a timer task where there is none (microtasks alone do not end a task)', async () => {
    jest.useFakeTimers();
    let resumed = false;
    void nextTask().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(resumed).toBe(true);
  });
});

describe('runInTasksOfTheirOwn', () => {
  afterEach(() => jest.useRealTimers());

  it('starts each step in a new task, in order, after the previous step has settled', async () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    let finishFirst!: () => void;
    const done = runInTasksOfTheirOwn([
      () => new Promise<void>((resolve) => ((finishFirst = resolve), ran.push('first'))),
      () => ran.push('second'),
    ]);
    expect(ran).toEqual([]); // nothing in the task that called it
    await jest.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['first']);
    await jest.advanceTimersByTimeAsync(10);
    expect(ran).toEqual(['first']); // waits for the first step's promise
    finishFirst();
    await Promise.resolve();
    expect(ran).toEqual(['first']); // and then for a new task
    await jest.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['first', 'second']);
    await done;
  });
});
