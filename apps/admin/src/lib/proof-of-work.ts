// The proof of work an owner's code request carries (decision 192): a challenge from the admin base, solved in the browser.
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from './api.ts';

/** `body` with a solved proof of work (`altcha`); the solver is imported only when a code is asked for. */
export async function withAdminProofOfWork<TBody extends object>(body: TBody): Promise<TBody & { altcha: string }> {
  const { withProofOfWork } = await import('@haat/api-client/proof-of-work');
  return withProofOfWork(() => adminApi.call(adminEndpoints.getChallenge), body);
}
