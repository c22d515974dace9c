/**
 * At most `limit` tasks run at once; the others wait in order, urgent ones ahead of the rest. Urgent
 * tasks also have `reserved` slots of their own above the limit, so they never wait behind a queue of
 * ordinary ones (login-guard.ts: a client the account knows is never held up by a flood).
 */
export class Semaphore {
  #running = 0;
  readonly #urgent: (() => void)[] = [];
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly reserved = 0,
  ) {}

  async run<T>(task: () => Promise<T>, options: { urgent?: boolean } = {}): Promise<T> {
    const capacity = this.limit + (options.urgent ? this.reserved : 0);
    if (this.#running >= capacity) {
      await new Promise<void>((resolve) => (options.urgent ? this.#urgent : this.#waiting).push(resolve));
    }
    this.#running += 1;
    try {
      return await task();
    } finally {
      this.#running -= 1;
      this.#next();
    }
  }

  /** Hands a freed slot to the first urgent waiter, or to an ordinary one while within the limit. */
  #next(): void {
    if (this.#urgent.length > 0 && this.#running < this.limit + this.reserved) {
      this.#urgent.shift()!();
    } else if (this.#waiting.length > 0 && this.#running < this.limit) {
      this.#waiting.shift()!();
    }
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#urgent.length + this.#waiting.length;
  }
}
