import * as customerEndpoints from '@haat/api-contract/customer';
import { bearerToken } from '../../platform/auth/bearer.ts';
import { guardedLogin } from '../../platform/auth/login-guard.ts';
import { acceptProofOfWork, issueChallenge } from '../../platform/auth/proof-of-work.ts';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { codeSmsDeps } from '../../integrations/sms/code-sms.ts';
import { endCustomerSession } from '../../platform/auth/customer-session.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { serializeCustomer } from './customers.serializers.ts';
import {
  accountKey,
  loginCustomer,
  registerCustomer,
  RESET_CODE_SENT,
  resetPassword,
  sendPasswordResetCode,
  sendRegisterCode,
  type CustomerSessionRows,
} from './customers.auth.service.ts';
import { changePassword, getCustomer, updateCustomer } from './customers.service.ts';

const session = ({ token, customer }: CustomerSessionRows) => ({ token, customer: serializeCustomer(customer) });

/**
 * Shop base (`/api/shop`): customer accounts, one per mobile number per shop: signing in (`/auth/*`) and the
 * signed-in customer's own account (`/customer/me`, `/customer/password`).
 */
export const customersCustomerRoutes = new ContractRouter()
  .endpoint(customerEndpoints.getChallenge, async (c) => ok(c, await issueChallenge(c.get('config').proofOfWork)))
  .endpoint(customerEndpoints.sendRegisterCode, async (c) => {
    const body = c.req.valid('json');
    await acceptProofOfWork(c.get('db'), c.get('config').proofOfWork, body.altcha);
    await c.get('rateLimits').registerCode.consume(c, accountKey(body.shop_id, body.mobile));
    await sendRegisterCode(codeSmsDeps(c), body);
    return ok(c, null, 'Code sent');
  })
  .endpoint(customerEndpoints.register, async (c) => {
    const body = c.req.valid('json');
    await c.get('rateLimits').register.consume(c, accountKey(body.shop_id, body.mobile), body.shop_id);
    return created(c, session(await registerCustomer(c.get('db'), c.get('config').jwtSecret, body)), 'Registered');
  })
  .endpoint(customerEndpoints.login, async (c) => {
    const body = c.req.valid('json');
    const scope = { account: accountKey(body.shop_id, body.mobile), shopId: body.shop_id };
    const result = await guardedLogin(c, scope, (ticket) => loginCustomer(c.get('db'), body, ticket.turn));
    return ok(c, session(result), 'Logged in');
  })
  .endpoint(customerEndpoints.logout, async (c) => {
    await endCustomerSession(c.get('db'), bearerToken(c)!);
    return ok(c, null, 'Logged out');
  })
  .endpoint(customerEndpoints.forgotPassword, async (c) => {
    const body = c.req.valid('json');
    await acceptProofOfWork(c.get('db'), c.get('config').proofOfWork, body.altcha);
    await c.get('rateLimits').otp.consume(c, accountKey(body.shop_id, body.mobile));
    await sendPasswordResetCode(codeSmsDeps(c), body);
    return ok(c, null, RESET_CODE_SENT);
  })
  .endpoint(customerEndpoints.resetPassword, async (c) => {
    const body = c.req.valid('json');
    await c.get('rateLimits').reset.consume(c, accountKey(body.shop_id, body.mobile));
    return ok(c, session(await resetPassword(c.get('db'), c.get('config').jwtSecret, body)), 'Password reset');
  })
  .endpoint(customerEndpoints.getMe, async (c) =>
    ok(c, serializeCustomer(await getCustomer(c.get('db'), c.get('customer')))),
  )
  .endpoint(customerEndpoints.updateMe, async (c) =>
    ok(c, serializeCustomer(await updateCustomer(c.get('db'), c.get('customer'), c.req.valid('json'))), 'Updated'),
  )
  .endpoint(customerEndpoints.changePassword, async (c) => {
    const { customer } = c.var;
    // Guessing the current password is a login attempt on the account.
    const account = accountKey(customer.shopId, customer.mobile);
    await c.get('rateLimits').login.consume(c, account);
    await changePassword(c.get('db'), customer, c.req.valid('json'));
    await c.get('rateLimits').login.resetAccount(account);
    return ok(c, null, 'Password changed');
  });
