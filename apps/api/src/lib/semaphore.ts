/** At most `limit` tasks run at once; the others wait in order, urgent ones ahead of the rest. */
export class Semaphore {
  #running = 0;
  readonly #urgent: (() => void)[] = [];
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>, options: { urgent?: boolean } = {}): Promise<T> {
    if (this.#running >= this.limit) {
      await new Promise<void>((resolve) => (options.urgent ? this.#urgent : this.#waiting).push(resolve));
    }
    this.#running += 1;
    try {
      return await task();
    } finally {
      this.#running -= 1;
      (this.#urgent.shift() ?? this.#waiting.shift())?.();
    }
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#urgent.length + this.#waiting.length;
  }
}
