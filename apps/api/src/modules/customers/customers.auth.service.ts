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
import { localizedName } from '@haat/domain/localized-name';
import type { Database } from '../../platform/db/types.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { customers, customerSessions } from '../../platform/db/schema.ts';
import type { CustomerRow } from '../../platform/db/rows.ts';
import { createCustomerSession } from '../../platform/auth/customer-session.ts';
import { hashPassword, needsRehash, verifyPassword, type HashTurn } from '../../platform/auth/password.ts';
import { conflict, HttpError, invalid } from '../../platform/http/errors.ts';
import {
  askWithoutSms,
  sendAccountExistsSms,
  sendCodeSms,
  type CodeSenderDeps,
} from '../../integrations/sms/code-sms.ts';
import { requireShop } from '../shops/shops.service.ts';
import {
  checkCode,
  consumeCode,
  issueCode,
  OTP_PURPOSE_PASSWORD_RESET,
  OTP_PURPOSE_REGISTER,
} from '../../platform/auth/one-time-codes.ts';

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
 * Sends the code that proves the number before registering; a number that already has an account in the
 * shop gets a text saying so instead, and the same answer (issue 33 item 6). 429 when its budgets for
 * today are spent (code-sms.ts).
 */
export async function sendRegisterCode(deps: CodeSenderDeps, body: RegisterCodeBody): Promise<void> {
  const shop = await requireShop(deps.db, body.shop_id);
  const message = {
    to: body.mobile,
    shopId: shop.id,
    purpose: 'register' as const,
    language: deps.language,
    shopName: localizedName({ name: shop.name, bn_name: shop.bnName }, deps.language),
  };
  if (await findCustomer(deps.db, body.shop_id, body.mobile)) {
    await sendAccountExistsSms(deps, message);
    return;
  }
  await sendCodeSms(deps, {
    ...message,
    issue: (db) => issueCode(db, deps.secret, { shopId: shop.id, mobile: body.mobile, purpose: OTP_PURPOSE_REGISTER }),
  });
}

/**
 * Creates the account and signs it in, once the number is proven with its code (422 on `otp`); 409
 * when the mobile already has an account in the shop (race-safe), said only after the code.
 */
export async function registerCustomer(
  db: Database,
  secret: string,
  body: CustomerRegisterBody,
): Promise<CustomerSessionRows> {
  await requireShop(db, body.shop_id);
  const wrongCode = () => invalid({ otp: [OTP_WRONG_ID] }, WRONG_RESET_CODE);
  // The code first: only the phone's owner learns that the number has an account (no code goes to one).
  const codeId = await checkCode(
    db,
    secret,
    { shopId: body.shop_id, mobile: body.mobile, purpose: OTP_PURPOSE_REGISTER },
    body.otp,
  );
  if (codeId === null) throw wrongCode();
  // Saves a costly hash for the common case; the unique index decides races.
  if (await findCustomer(db, body.shop_id, body.mobile)) throw conflict(ACCOUNT_EXISTS);
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
 * gateway): the caller answers the same either way, and a number without an account is counted and
 * refused like one with (askWithoutSms), so neither the answer nor its timing may tell who has an account.
 */
export async function sendPasswordResetCode(deps: CodeSenderDeps, body: ForgotPasswordBody): Promise<void> {
  const shop = await requireShop(deps.db, body.shop_id);
  const customer = await findCustomer(deps.db, body.shop_id, body.mobile);
  const message = {
    to: body.mobile,
    shopId: shop.id,
    purpose: 'password_reset' as const,
    language: deps.language,
    shopName: localizedName({ name: shop.name, bn_name: shop.bnName }, deps.language),
  };
  if (!customer) {
    await askWithoutSms(deps, message);
    return;
  }
  await sendCodeSms(deps, {
    ...message,
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
