/** A clock tests move by hand (pass `clock.now` as the app's clock). */
export class TestClock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  readonly now = (): Date => new Date(this.current);

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
