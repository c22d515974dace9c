import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OwnerAction } from '@haat/domain/order-status';

/** The owner's buttons (docs/product/rules.md#order-lifecycle, docs/product/http-contract.md "Order lifecycle"). */
export const actionLabels: Record<OwnerAction, MessageDescriptor> = {
  accept: msg`Accept`,
  process: msg`Process (prepared and packed)`,
  ship: msg`Ship`,
  deliver: msg`Deliver (customer received)`,
  return: msg`Returned (came back)`,
  complete: msg`Complete`,
  cancel: msg`Cancel order`,
};

/** Said after the change went through. */
export const actionDone: Record<OwnerAction, MessageDescriptor> = {
  accept: msg`Order accepted`,
  process: msg`Order is being processed`,
  ship: msg`Order shipped`,
  deliver: msg`Order delivered`,
  return: msg`Order marked as returned`,
  complete: msg`Order completed`,
  cancel: msg`Order canceled`,
};
