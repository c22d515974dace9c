import * as v from 'valibot';

/** The admin (shop owner) as carried in the admin token's payload (docs/product/http-contract.md#entities). */
export const adminUserSchema = v.object({
  name: v.string(),
  phone: v.string(),
  shop_id: v.number(),
  token: v.string(),
});
export type AdminUser = v.InferOutput<typeof adminUserSchema>;
