import * as v from 'valibot';

/** The admin (shop owner) as carried in the admin token's payload (SPEC §3). */
export const adminUserSchema = v.object({
  name: v.string(),
  phone: v.string(),
  shop_id: v.number(),
  token: v.string(),
});
export type AdminUser = v.InferOutput<typeof adminUserSchema>;
