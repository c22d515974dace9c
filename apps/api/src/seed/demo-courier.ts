/**
 * The demo's couriers (decisions 96 and 243): `start:demo` outside production runs the contract servers of the
 * tests (test/contracts/, which answer as each courier's documentation says) for Steadfast, Pathao and RedX on free
 * local ports and points the API at them, so an owner who books a demo order sees it booked, with a consignment and
 * a tracking code, instead of a refusal from the real courier, which the demo's made-up keys cannot pass. Each takes
 * the demo shop's keys only, lives as long as the process, and is not started when its base URL is set.
 */
import type { CourierName } from '@haat/domain/couriers';
import type { ContractServer } from '../../test/contracts/contract-server.ts';
import { startPathaoContract } from '../../test/contracts/pathao.ts';
import { startRedxContract } from '../../test/contracts/redx.ts';
import { startSteadfastContract } from '../../test/contracts/steadfast.ts';
import { DEMO_PATHAO_KEYS, DEMO_REDX_KEYS, DEMO_STEADFAST_KEYS } from './insert-shipments.ts';

export interface DemoCourier {
  courier: CourierName;
  baseUrl: string;
  close: ContractServer['close'];
}

const standIns: Record<CourierName, { variable: string; start: () => Promise<{ baseUrl: string } & ContractServer> }> =
  {
    steadfast: { variable: 'STEADFAST_BASE_URL', start: () => startSteadfastContract(DEMO_STEADFAST_KEYS) },
    pathao: { variable: 'PATHAO_BASE_URL', start: () => startPathaoContract(DEMO_PATHAO_KEYS) },
    redx: { variable: 'REDX_BASE_URL', start: () => startRedxContract(DEMO_REDX_KEYS) },
  };

/** Starts the stand-ins and sets each courier's base URL to its own; none in production or for a courier named. */
export async function startDemoCouriers(env: NodeJS.ProcessEnv = process.env): Promise<DemoCourier[]> {
  if (env['NODE_ENV'] === 'production') return [];
  const started: DemoCourier[] = [];
  for (const [courier, { variable, start }] of Object.entries(standIns) as [
    CourierName,
    (typeof standIns)[CourierName],
  ][]) {
    if (env[variable]) continue;
    const server = await start();
    env[variable] = server.baseUrl;
    started.push({ courier, baseUrl: server.baseUrl, close: () => server.close() });
  }
  return started;
}
