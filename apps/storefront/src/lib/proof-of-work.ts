// The proof of work a code request carries (decision 192): a challenge from the shop base, solved in the browser.
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from './api.ts';

/**
 * `body` with a solved proof of work (`altcha`). The solver is imported only here, when a code is asked for, so no
 * page's first load carries it; the mutation's pending state covers the second or so it takes.
 */
export async function withShopProofOfWork<TBody extends object>(body: TBody): Promise<TBody & { altcha: string }> {
  const { withProofOfWork } = await import('@haat/api-client/proof-of-work');
  return withProofOfWork(() => api.call(customerEndpoints.getChallenge), body);
}
