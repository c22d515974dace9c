/**
 * A login flood in a process of its own (the attacker is not the measuring client: sharing its
 * event loop would add the flood's work to the latencies measured). Wrong passwords for real and
 * random numbers of one shop, each from a random address, at a steady rate in bursts: after
 * `ready` and a lead-in, `cycles` times ON seconds of flood then OFF seconds of quiet. Prints
 * `ready`, one `window <start> <end>` line (epoch ms) per burst, then the summary of every answer
 * as JSON.
 *
 *   node --import tsx login-flood-process.ts <baseUrl> <shopId> <rate> <lead> <on> <off> <cycles> <mobile,…>
 */
import { randomInt } from 'node:crypto';
import { summarize, type Sample } from './latency.ts';
import { pacedLoad } from './paced-load.ts';

const [baseUrl, shopId, rate, lead, on, off, cycles, mobiles] = process.argv.slice(2);
const known = (mobiles ?? '').split(',').filter(Boolean);
const randomAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const randomMobile = () => `01${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

process.stdout.write('ready\n');
await sleep(Number(lead));
const samples: Sample[] = [];
let errors = 0;
const login = async () => {
  const mobile = known.length > 0 && randomInt(0, 4) === 0 ? known[randomInt(0, known.length)]! : randomMobile();
  const res = await fetch(`${baseUrl}/api/shop/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({ shop_id: Number(shopId), mobile, password: `guess${randomInt(0, 1_000_000)}` }),
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return res.status;
};
for (let cycle = 0; cycle < Number(cycles); cycle += 1) {
  const start = Date.now();
  const run = await pacedLoad({ rate: Number(rate), seconds: Number(on), send: login });
  process.stdout.write(`window ${start} ${Date.now()}\n`);
  samples.push(...run.samples);
  errors += run.errors;
  await sleep(Number(off));
}
process.stdout.write(`${JSON.stringify(summarize(samples, errors, Number(on) * Number(cycles)))}\n`);
