import * as v from 'valibot';
import { productSchema } from './product.ts';
import { idSchema, takaSchema } from './wire.ts';

/**
 * A cart line as kept in local storage (client only): `id` is the product id, `price` the unit
 * price after discount. The cart math in ../cart.ts works on it (it is a `CartItem<Product>`);
 * this schema reads it back from storage, where it may be stale or tampered with.
 */
export const cartItemSchema = v.object({
  id: idSchema,
  name: v.string(),
  price: takaSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  product: productSchema,
});
export type StoredCartItem = v.InferOutput<typeof cartItemSchema>;
