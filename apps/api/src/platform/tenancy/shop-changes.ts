/**
 * "This shop changed": told to every API instance, so each drops the shop from its lookup cache at once.
 * On PostgreSQL it travels as NOTIFY on `haat_shop_changed` to a LISTEN connection of each instance, which
 * reconnects after the database restarts and then forgets every cached shop (a change may have been
 * missed meanwhile). The embedded database serves one process: the news stays in it.
 */
import pg from 'pg';
import { errorFields, type Logger } from '../observability/logger.ts';

const CHANNEL = 'haat_shop_changed';
const RECONNECT_MS = 1_000;

export interface ShopChanges {
  /** Tells every instance (this one included) that the shop changed. */
  publish(shopId: number): Promise<void>;
  /** `changed(id)` for each change; `changed(null)` when changes may have been missed (forget them all). */
  subscribe(changed: (shopId: number | null) => void): void;
  close(): Promise<void>;
}

/** PostgreSQL at `url` when given (any number of instances); this process only otherwise. */
export function createShopChanges(url: string | undefined, logger: Logger): ShopChanges {
  return url ? new PostgresShopChanges(url, logger) : new LocalShopChanges();
}

class LocalShopChanges implements ShopChanges {
  readonly #subscribers: ((shopId: number | null) => void)[] = [];

  publish(shopId: number): Promise<void> {
    for (const changed of this.#subscribers) changed(shopId);
    return Promise.resolve();
  }

  subscribe(changed: (shopId: number | null) => void): void {
    this.#subscribers.push(changed);
  }

  async close(): Promise<void> {}
}

class PostgresShopChanges implements ShopChanges {
  readonly #url: string;
  readonly #logger: Logger;
  readonly #subscribers: ((shopId: number | null) => void)[] = [];
  /** Publishes go through their own client, so a busy pool never delays them. */
  readonly #publisher: pg.Pool;
  #listener: pg.Client | undefined;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(url: string, logger: Logger) {
    this.#url = url;
    this.#logger = logger;
    this.#publisher = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 30_000 });
    this.#publisher.on('error', () => undefined);
    void this.#listen();
  }

  async publish(shopId: number): Promise<void> {
    // This instance hears it at once; the others through NOTIFY.
    this.#tell(shopId);
    try {
      await this.#publisher.query('select pg_notify($1, $2)', [CHANNEL, String(shopId)]);
    } catch (error) {
      this.#logger.warn('could not tell other instances about a shop change', {
        shop_id: shopId,
        ...errorFields(error),
      });
    }
  }

  subscribe(changed: (shopId: number | null) => void): void {
    this.#subscribers.push(changed);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    await this.#listener?.end().catch(() => undefined);
    await this.#publisher.end();
  }

  #tell(shopId: number | null): void {
    for (const changed of this.#subscribers) changed(shopId);
  }

  async #listen(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ connectionString: this.#url, connectionTimeoutMillis: 5_000 });
    const lost = (error?: Error) => {
      if (this.#listener !== client) return;
      this.#listener = undefined;
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (this.#closed) return;
      if (error) this.#logger.warn('shop change listener lost its connection; reconnecting', errorFields(error));
      this.#retry = setTimeout(() => void this.#listen(), RECONNECT_MS);
      this.#retry.unref();
    };
    this.#listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      const shopId = Number(message.payload);
      if (Number.isSafeInteger(shopId)) this.#tell(shopId);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      // Whatever changed while nobody listened is unknown: forget every cached shop.
      this.#tell(null);
    } catch (error) {
      lost(error as Error);
    }
  }
}
