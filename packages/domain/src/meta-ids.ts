/**
 * The ids Meta knows a shop's items and purchases by, one definition for the catalogue feed (decision 218), the
 * pixel's events in the browser and the Conversions API's on the server (decision 219). Tiny on purpose: the
 * storefront's first load carries it.
 */

/** An item: the product's id for a simple product, `{product}-{variant}` for a variant of one with options. */
export function metaItemId(productId: number, variantId: number | null): string {
  return variantId === null ? String(productId) : `${productId}-${variantId}`;
}

/** A purchase's event id, the same in the pixel's event and the server's: Meta counts the purchase once. */
export function purchaseEventId(orderCode: string): string {
  return `purchase-${orderCode}`;
}
