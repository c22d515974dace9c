/**
 * Customer accounts: registration, sign-in and password reset by a one-time code sent by SMS.
 * Hashing (slow) happens before any transaction; SMS goes out only after the commit.
 */
import { and, eq } from 'drizzle-orm';
import type { MessageId } from '@haat/domain/messages';
import type {
  CustomerLoginBody,
  CustomerRegisterBody,
  ForgotPasswordBody,
  RegisterCodeBody,
  ResetPasswordBody,
} from '@haat/domain/schemas';
import type { Database } from '../../db/types.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customers, customerSessions } from '../../db/schema.ts';
import type { CustomerRow } from '../../db/rows.ts';
import { createCustomerSession } from '../../lib/auth/customer-session.ts';
import { hashPassword, needsRehash, verifyPassword, type HashTurn } from '../../lib/auth/password.ts';
import { conflict, HttpError, invalid } from '../../lib/errors.ts';
import { secondsToCapReset, sendCodeSms, SMS_CAP_SPENT, type CodeSenderDeps } from '../../lib/sms/code-sms.ts';
import { requireShop } from '../shops/shops.service.ts';
import {
  checkCode,
  consumeCode,
  issueCode,
  OTP_PURPOSE_PASSWORD_RESET,
  OTP_PURPOSE_REGISTER,
} from '../../lib/auth/one-time-codes.ts';

/** docs/product/texts.md catalogue texts. */
export const ACCOUNT_EXISTS = 'account already exists, try login';
export const INVALID_LOGIN = 'invalid login information';
export const RESET_CODE_SENT = 'If an account exists for this number, a code has been sent by SMS';
export const WRONG_RESET_CODE = 'The code is wrong or has expired';
/** A 422 field message for a wrong, used, expired or exhausted code (the format itself is validation.otp_invalid). */
export const OTP_WRONG_ID: MessageId = 'validation.otp_wrong';

const CUSTOMERS_SHOP_MOBILE_UNIQUE = 'customers_shop_mobile_unique';

export interface CustomerSessionRows {
  token: string;
  customer: CustomerRow;
}

/** The key per-account rate limits count under. */
export const accountKey = (shopId: number, mobile: string) => `${shopId}:${mobile}`;

async function findCustomer(db: Database, shopId: number, mobile: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.mobile, mobile)))
    .limit(1);
  return row ?? null;
}

/**
 * Sends the code that proves the number before registering; 409 when the number already has an account
 * (as registering would say), 429 when the number's or the shop's SMS for today are spent.
 */
export async function sendRegisterCode(deps: CodeSenderDeps, body: RegisterCodeBody): Promise<void> {
  const shop = await requireShop(deps.db, body.shop_id);
  if (await findCustomer(deps.db, body.shop_id, body.mobile)) throw conflict(ACCOUNT_EXISTS);
  const sent = await sendCodeSms(deps, {
    to: body.mobile,
    shopId: shop.id,
    purpose: 'register',
    language: deps.language,
    shopName: shop.name,
    issue: (db) => issueCode(db, deps.secret, { shopId: shop.id, mobile: body.mobile, purpose: OTP_PURPOSE_REGISTER }),
  });
  if (!sent) throw new HttpError(429, SMS_CAP_SPENT, undefined, { 'Retry-After': String(secondsToCapReset()) });
}

/**
 * Creates the account and signs it in, once the number is proven with its code (422 on `otp`); 409
 * when the mobile already has an account in the shop (race-safe).
 */
export async function registerCustomer(
  db: Database,
  secret: string,
  body: CustomerRegisterBody,
): Promise<CustomerSessionRows> {
  await requireShop(db, body.shop_id);
  // Saves a costly hash for the common case; the unique index decides races.
  if (await findCustomer(db, body.shop_id, body.mobile)) throw conflict(ACCOUNT_EXISTS);
  const wrongCode = () => invalid({ otp: [OTP_WRONG_ID] }, WRONG_RESET_CODE);
  const codeId = await checkCode(
    db,
    secret,
    { shopId: body.shop_id, mobile: body.mobile, purpose: OTP_PURPOSE_REGISTER },
    body.otp,
  );
  if (codeId === null) throw wrongCode();
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      // The account first: a parallel registration of the number waits on the unique index and gets 409.
      const [customer] = await tx
        .insert(customers)
        .values({ shopId: body.shop_id, name: body.name, mobile: body.mobile, email: body.email ?? null, passwordHash })
        .returning();
      if (!(await consumeCode(tx, codeId))) throw wrongCode();
      const token = await createCustomerSession(tx, customer!);
      return { token, customer: customer! };
    });
  } catch (error) {
    if (isUniqueViolation(error, CUSTOMERS_SHOP_MOBILE_UNIQUE)) throw conflict(ACCOUNT_EXISTS);
    throw error;
  }
}

/** Signs in; an unknown mobile and a wrong password get the same 401 after the same work. */
export async function loginCustomer(
  db: Database,
  body: CustomerLoginBody,
  turn: HashTurn = {},
): Promise<CustomerSessionRows> {
  await requireShop(db, body.shop_id);
  const customer = await findCustomer(db, body.shop_id, body.mobile);
  const matches = await verifyPassword(body.password, customer?.passwordHash, turn);
  if (!customer || !matches) throw new HttpError(401, INVALID_LOGIN);
  if (needsRehash(customer.passwordHash)) {
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(customers.id, customer.id));
  }
  const token = await createCustomerSession(db, customer);
  return { token, customer };
}

/**
 * Stores a reset code when the account exists and sends it (sendCodeSms does not wait for the
 * gateway): the caller answers the same either way, so neither the answer nor its timing may tell
 * who has an account.
 */
export async function sendPasswordResetCode(deps: CodeSenderDeps, body: ForgotPasswordBody): Promise<void> {
  const shop = await requireShop(deps.db, body.shop_id);
  const customer = await findCustomer(deps.db, body.shop_id, body.mobile);
  if (!customer) return;
  await sendCodeSms(deps, {
    to: customer.mobile,
    shopId: shop.id,
    purpose: 'password_reset',
    language: deps.language,
    shopName: shop.name,
    issue: (db) =>
      issueCode(db, deps.secret, {
        shopId: shop.id,
        mobile: customer.mobile,
        purpose: OTP_PURPOSE_PASSWORD_RESET,
      }),
  });
}

/** Checks the code, sets the new password, ends every other session and signs in anew. */
export async function resetPassword(
  db: Database,
  secret: string,
  body: ResetPasswordBody,
): Promise<CustomerSessionRows> {
  await requireShop(db, body.shop_id);
  const wrongCode = () => invalid({ otp: [OTP_WRONG_ID] }, WRONG_RESET_CODE);
  const owner = { shopId: body.shop_id, mobile: body.mobile, purpose: OTP_PURPOSE_PASSWORD_RESET };
  const codeId = await checkCode(db, secret, owner, body.otp);
  if (codeId === null) throw wrongCode();
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    if (!(await consumeCode(tx, codeId))) throw wrongCode();
    const [customer] = await tx
      .update(customers)
      .set({ passwordHash })
      .where(and(eq(customers.shopId, body.shop_id), eq(customers.mobile, body.mobile)))
      .returning();
    if (!customer) throw wrongCode();
    await tx.delete(customerSessions).where(eq(customerSessions.customerId, customer.id));
    const token = await createCustomerSession(tx, customer);
    return { token, customer };
  });
}
