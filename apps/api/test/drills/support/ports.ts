/**
 * Ports for the drills' servers: 4300–4399 is the drills' range on shared machines. A port is
 * taken only after a test bind shows it free, starting at a random place in the range, so two
 * checkouts running the drills at once (CI beside a developer) do not answer for each other.
 */
import { createServer } from 'node:net';

const FIRST = 4300;
const LAST = 4399;
/** Known to be taken on these machines (epmd). */
const RESERVED = new Set([4369]);
const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port of the drills' range that nothing listens on now and this process has not handed out. */
export async function freePort(): Promise<number> {
  const size = LAST - FIRST + 1;
  const offset = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i += 1) {
    const port = FIRST + ((offset + i) % size);
    if (RESERVED.has(port) || handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${FIRST} and ${LAST}`);
}
