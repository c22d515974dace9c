/**
 * The one-time-code rule at checkout (issue 17): a shop's `cod_risk.rules.otp_for` asks a customer of a
 * listed risk level (high, new) to confirm a cash-on-delivery order with a code sent to the order's
 * number. `POST /orders/code` sends it (only when the rule asks one of the number; the answer is the
 * same either way); `POST /orders` carries it in `otp`. The code is checked before the order
 * transaction, so a wrong try counts even though the refusal writes nothing, and spent inside it, so
 * a code is used only by an order that is written.
 */
import type { MessageId } from '@haat/domain/messages';
import type { OrderCodeBody, PlaceOrderBody } from '@haat/domain/schemas';
import { localizedName } from '@haat/domain/localized-name';
import type { Database } from '../../platform/db/types.ts';
import { checkCode, consumeCode, issueCode, OTP_PURPOSE_PLACE_ORDER } from '../../platform/auth/one-time-codes.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { askWithoutSms, sendCodeSms, type CodeSenderDeps } from '../../integrations/sms/code-sms.ts';
import { OTP_WRONG_ID } from '../customers/customers.auth.service.ts';
import { requireShop } from '../shops/shops.service.ts';
import { placementRisk } from './cod-risk.service.ts';

export const ORDER_CODE_SENT = 'If this shop asks a code for this number, it has been sent by SMS';
export const ORDER_OTP_REQUIRED = 'Confirm this order with the code sent by SMS to your number';
export const WRONG_ORDER_CODE = 'The code is wrong or has expired';
export const ORDER_OTP_REQUIRED_ID: MessageId = 'validation.order_otp_required';

/**
 * 422 on `otp`: the code is missing or wrong. About this try, not the order, so never stored with the
 * Idempotency-Key: the shopper places again with the same key and the code.
 */
export class OrderCodeError extends HttpError {
  constructor(message: string, id: MessageId) {
    super(422, message, { otp: [id] });
  }
}

const ownerOf = (shopId: number, mobile: string) => ({ shopId, mobile, purpose: OTP_PURPOSE_PLACE_ORDER });

/**
 * Sends a code to the number when the shop's rules ask one of it for an order; otherwise counts the ask
 * like one (askWithoutSms), so the answer is the same either way.
 */
export async function sendOrderCode(deps: CodeSenderDeps, body: OrderCodeBody): Promise<void> {
  const shop = await requireShop(deps.db, body.shop_id);
  const risk = await placementRisk(deps.db, shop.id, body.mobile);
  const message = {
    to: body.mobile,
    shopId: shop.id,
    purpose: 'place_order' as const,
    language: deps.language,
    shopName: localizedName({ name: shop.name, bn_name: shop.bnName }, deps.language),
  };
  if (!risk.decision.otp) {
    await askWithoutSms(deps, message);
    return;
  }
  await sendCodeSms(deps, { ...message, issue: (db) => issueCode(db, deps.secret, ownerOf(shop.id, body.mobile)) });
}

/** What the order's code proved before the order transaction: the live code it matched, if any. */
export interface OrderCodeCheck {
  given: boolean;
  codeId: number | null;
}

/** Counts one try of the body's code (outside any transaction, so the try stays counted). */
export async function checkOrderCode(db: Database, secret: string, body: PlaceOrderBody): Promise<OrderCodeCheck> {
  if (body.otp === undefined) return { given: false, codeId: null };
  return { given: true, codeId: await checkCode(db, secret, ownerOf(body.shop_id, body.mobile), body.otp) };
}

/**
 * Inside the order transaction, once the rules asked a code: 422 on `otp` without one
 * (`validation.order_otp_required`) or with a wrong, used or expired one; otherwise spends it.
 */
export async function spendOrderCode(tx: Database, check: OrderCodeCheck | undefined): Promise<void> {
  if (!check?.given) throw new OrderCodeError(ORDER_OTP_REQUIRED, ORDER_OTP_REQUIRED_ID);
  if (check.codeId === null || !(await consumeCode(tx, check.codeId))) {
    throw new OrderCodeError(WRONG_ORDER_CODE, OTP_WRONG_ID);
  }
}
