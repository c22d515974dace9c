import * as v from 'valibot';
import { chosenOptionSchema } from './order.ts';
import { productSchema } from './product.ts';
import { idSchema, orNull, takaSchema } from './wire.ts';

/**
 * A cart line as kept in local storage (client only): `id` is the product id, `price` the unit
 * price after discount. The cart math in ../cart.ts works on it (it is a `CartItem<Product>`);
 * this schema reads it back from storage, where it may be stale or tampered with.
 */
export const cartItemSchema = v.object({
  /** The product's id, or `<product id>:<variant id>` for a variant's line. */
  id: v.union([idSchema, v.pipe(v.string(), v.regex(/^\d{1,15}:\d{1,15}$/u))]),
  name: v.string(),
  price: takaSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  product: productSchema,
  variant: v.optional(v.object({ id: idSchema, options: v.array(chosenOptionSchema), sku: orNull(v.string()) })),
});
export type StoredCartItem = v.InferOutput<typeof cartItemSchema>;
