/**
 * At most `limit` tasks run at once. Waiting tasks take turns by lane (round robin), so a lane with a
 * long queue (one shop's login flood) delays another lane's task by at most one turn of each busy
 * lane. Urgent tasks go before every lane and have `reserved` slots of their own above the limit, so
 * they never wait behind ordinary ones (login-guard.ts: a client the account knows).
 */
export class Semaphore {
  #running = 0;
  readonly #urgent: (() => void)[] = [];
  /** Waiting tasks per lane; the map's order is the lanes' turn order. */
  readonly #lanes = new Map<string, (() => void)[]>();

  constructor(
    readonly limit: number,
    readonly reserved = 0,
  ) {}

  async run<T>(task: () => Promise<T>, options: { urgent?: boolean; lane?: string } = {}): Promise<T> {
    const capacity = this.limit + (options.urgent ? this.reserved : 0);
    if (this.#running >= capacity || (!options.urgent && this.waiting > 0)) {
      await new Promise<void>((resolve) => {
        if (options.urgent) this.#urgent.push(resolve);
        else this.#enqueue(options.lane ?? '', resolve);
      });
    } else {
      this.#running += 1;
    }
    try {
      return await task();
    } finally {
      this.#running -= 1;
      this.#next();
    }
  }

  #enqueue(lane: string, resolve: () => void): void {
    const queue = this.#lanes.get(lane);
    if (queue) queue.push(resolve);
    else this.#lanes.set(lane, [resolve]);
  }

  /** Gives the freed slot to the first urgent task, or to the next lane in turn while within the limit. */
  #next(): void {
    if (this.#urgent.length > 0 && this.#running < this.limit + this.reserved) {
      this.#running += 1;
      this.#urgent.shift()!();
      return;
    }
    if (this.#running >= this.limit) return;
    const [lane, queue] = this.#lanes.entries().next().value ?? [];
    if (lane === undefined || !queue) return;
    this.#lanes.delete(lane);
    const resolve = queue.shift()!;
    if (queue.length > 0) this.#lanes.set(lane, queue);
    this.#running += 1;
    resolve();
  }

  get running(): number {
    return this.#running;
  }

  /** Tasks waiting in one lane. */
  waitingIn(lane: string): number {
    return this.#lanes.get(lane)?.length ?? 0;
  }

  get waiting(): number {
    let lanes = 0;
    for (const queue of this.#lanes.values()) lanes += queue.length;
    return this.#urgent.length + lanes;
  }
}
