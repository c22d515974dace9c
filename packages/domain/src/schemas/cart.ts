import * as v from 'valibot';
import { productSchema } from './product.ts';
import { idSchema, takaSchema } from './wire.ts';

/** A cart line kept in local storage (client only). `id` is the product id; `price` is after discount. */
export const cartItemSchema = v.object({
  id: idSchema,
  name: v.string(),
  price: takaSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  product: productSchema,
});
export type CartItem = v.InferOutput<typeof cartItemSchema>;
