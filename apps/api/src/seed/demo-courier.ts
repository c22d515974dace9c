/**
 * The demo's Steadfast (decision 96): `start:demo` outside production, with no STEADFAST_BASE_URL, runs the
 * Steadfast contract server of the tests (test/contracts/steadfast.ts, which answers as Steadfast's
 * documentation says) on a free local port and points the API at it, so an owner who books a demo order sees
 * it booked, with a consignment and a tracking code, instead of a refusal from the real Steadfast, which the
 * demo's made-up keys cannot pass. It takes the demo shop's keys only, and lives as long as the process.
 */
import { startSteadfastContract, type SteadfastContract } from '../../test/contracts/steadfast.ts';
import { DEMO_STEADFAST_KEYS } from './insert-shipments.ts';

/** Starts the stand-in and sets STEADFAST_BASE_URL to it; null in production or when a Steadfast is named already. */
export async function startDemoCourier(env: NodeJS.ProcessEnv = process.env): Promise<SteadfastContract | null> {
  if (env['NODE_ENV'] === 'production' || env['STEADFAST_BASE_URL']) return null;
  const steadfast = await startSteadfastContract(DEMO_STEADFAST_KEYS);
  env['STEADFAST_BASE_URL'] = steadfast.baseUrl;
  return steadfast;
}
