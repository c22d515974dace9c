import { addPaisa, multiplyPaisa, paisaFromTaka, sumPaisa, takaFromPaisa } from './money.ts';
import { unitPrice, type PricedProduct } from './price.ts';

export interface OrderProduct extends PricedProduct {
  id: number;
  name: string;
}

export interface OrderLineInput<P extends OrderProduct = OrderProduct> {
  product: P;
  quantity: number;
}

/** All amounts are taka with at most two decimals, as the wire carries them. */
export interface OrderLine {
  product_id: number;
  name: string;
  unit_price: number;
  quantity: number;
  line_total: number;
}

export interface OrderTotals {
  items: OrderLine[];
  subtotal: number;
  delivery_charge: number;
  total: number;
}

/**
 * The order's lines and totals, computed in paisa with the same price rule the storefront
 * shows (docs/product/rules.md#other-limits), so the API charges exactly what the customer saw.
 * Throws RangeError on a quantity that is not a positive integer or a negative delivery charge.
 */
export function orderTotals(lines: readonly OrderLineInput[], deliveryCharge: number): OrderTotals {
  if (deliveryCharge < 0) throw new RangeError(`Delivery charge cannot be negative: ${deliveryCharge}`);
  const priced = lines.map(({ product, quantity }) => {
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      throw new RangeError(`Quantity must be a positive integer, got ${quantity} for product ${product.id}`);
    }
    const price = unitPrice(product);
    return { product, quantity, price, lineTotal: multiplyPaisa(price, quantity) };
  });
  const subtotal = sumPaisa(priced.map((line) => line.lineTotal));
  const delivery = paisaFromTaka(deliveryCharge);
  return {
    items: priced.map(({ product, quantity, price, lineTotal }) => ({
      product_id: product.id,
      name: product.name,
      unit_price: takaFromPaisa(price),
      quantity,
      line_total: takaFromPaisa(lineTotal),
    })),
    subtotal: takaFromPaisa(subtotal),
    delivery_charge: takaFromPaisa(delivery),
    total: takaFromPaisa(addPaisa(subtotal, delivery)),
  };
}
