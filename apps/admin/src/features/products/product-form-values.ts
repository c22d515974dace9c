import type { ProductInput } from '@haat/api-client';
import type { ProductDetail } from '@haat/domain/schemas';
import { numberToInput, parseNumberInput } from '../../lib/number-input.ts';

/** The product form as typed. */
export type ProductFormValues = {
  name: string;
  bn_name: string;
  category_id: string;
  selling_price: string;
  discount: string;
  discount_type: 'PERCENT' | 'FIXED';
  stock: string;
  description: string;
};

export const emptyProductForm: ProductFormValues = {
  name: '',
  bn_name: '',
  category_id: '',
  selling_price: '',
  discount: '',
  discount_type: 'FIXED',
  stock: '',
  description: '',
};

export function productToFormValues(product: ProductDetail): ProductFormValues {
  return {
    name: product.name,
    bn_name: product.bn_name ?? '',
    category_id: product.category_id === null ? '' : String(product.category_id),
    selling_price: numberToInput(product.selling_price),
    discount: product.discount === 0 ? '' : numberToInput(product.discount),
    discount_type: product.discount_type,
    stock: numberToInput(product.stock),
    description: product.description,
  };
}

/**
 * The request body for `POST/PUT /products`, still to be checked by the domain schema: numbers are
 * read (Bengali digits too), a blank discount is none.
 */
export function productFormToBody(values: ProductFormValues): ProductInput {
  return {
    name: values.name,
    bn_name: values.bn_name,
    category_id: values.category_id === '' ? null : Number(values.category_id),
    selling_price: parseNumberInput(values.selling_price) as number,
    discount: parseNumberInput(values.discount) ?? 0,
    discount_type: values.discount_type,
    stock: parseNumberInput(values.stock) as number,
    description: values.description,
  };
}
