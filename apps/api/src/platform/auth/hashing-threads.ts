/**
 * scrypt on worker threads of the lowest CPU priority (nice 19, where the system allows it). A password
 * check is the costliest thing an anonymous client can ask for, so under load it yields the cores to the
 * requests around it (another shop's pages, a checkout) and runs at full speed when they are idle. Node's
 * own thread pool cannot be lowered alone: it runs at the process's priority and also serves file, DNS
 * and compression work. How many hashes run at once is still the semaphore's (password.ts); a thread is
 * made when no idle one is left and kept for the next check.
 */
import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/** The thread's own code: lower its priority once (Linux names a thread by its id), then hash on request. */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(threadId, 19);
} catch {
  // Not Linux, or not allowed: the hash runs at the process's priority.
}
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Answer = { key: Uint8Array; error?: undefined } | { error: string; key?: undefined };

const idle: Worker[] = [];

function newThread(): Worker {
  const thread = new Worker(THREAD_SOURCE, { eval: true });
  thread.unref();
  return thread;
}

/** scrypt(password, salt) on a low-priority thread. */
export function scryptOnHashingThread(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  const thread = idle.pop() ?? newThread();
  return new Promise<Buffer>((resolve, reject) => {
    const settle = (answer: Answer | Error) => {
      thread.off('message', settle);
      thread.off('error', settle);
      if (answer instanceof Error) {
        void thread.terminate();
        reject(answer);
        return;
      }
      idle.push(thread);
      if (answer.key) resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
      else reject(new Error(answer.error));
    };
    thread.on('message', settle);
    thread.on('error', settle);
    thread.postMessage({ password, salt, keyLength, options });
  });
}
