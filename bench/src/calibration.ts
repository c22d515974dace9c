/**
 * The machine's floor at the moment of the run: a bare Node HTTP server answering a fixed JSON body,
 * in its own process, under the same load as the API calls. Figures of the API read against it
 * (a shared 2-core machine can be several times slower from one minute to the next).
 */
import { spawn } from 'node:child_process';
import { runLoad, type LoadFigures } from './load.ts';
import { processCpuSeconds } from './process-cpu.ts';

const SERVER = `
const http = require('node:http');
const body = JSON.stringify({ status: 200, message: 'ok', data: { id: 1 } });
http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(body); })
  .listen(Number(process.argv[1]), '127.0.0.1');
`;

export async function calibrate(options: {
  port: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}): Promise<LoadFigures> {
  const child = spawn(process.execPath, ['-e', SERVER, String(options.port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await fetch(url, { signal: AbortSignal.timeout(1_000) });
        break;
      } catch (error) {
        if (attempt > 50 || child.exitCode !== null)
          throw new Error(`The calibration server did not start on port ${options.port}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return await runLoad({
      url,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      serverCpuSeconds: () => (child.pid === undefined ? null : processCpuSeconds(child.pid)),
      next: () => ({ path: '/' }),
    });
  } finally {
    child.kill('SIGTERM');
  }
}
