import * as v from 'valibot';

/** Every API answer: `{ status, message, data }` (docs/product/http-contract.md conventions). */
export function envelopeSchema<TData extends v.GenericSchema>(data: TData) {
  return v.object({ status: v.number(), message: v.string(), data });
}
export type Envelope<TData> = { status: number; message: string; data: TData };

/** An error answer; `errors` maps a field to message ids (or texts) on 422. */
export const errorEnvelopeSchema = v.object({
  status: v.number(),
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ErrorEnvelope = v.InferOutput<typeof errorEnvelopeSchema>;

/** Lists that page: `{ data: [...], current_page, per_page, total, last_page }`. */
export function paginatorSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    data: v.array(item),
    current_page: v.number(),
    per_page: v.number(),
    total: v.number(),
    last_page: v.number(),
  });
}
export type Paginator<TItem> = {
  data: TItem[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};

export const MAX_PER_PAGE = 100;
