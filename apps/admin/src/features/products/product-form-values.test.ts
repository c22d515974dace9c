import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { productBodySchema } from '@haat/domain/schemas';
import { emptyProductForm, productFormToBody, productToFormValues } from './product-form-values.ts';

const typed = {
  ...emptyProductForm,
  name: ' Jamdani saree ',
  selling_price: '২৪৫০',
  discount: '10',
  discount_type: 'PERCENT' as const,
  stock: '4',
  category_id: '3',
};

describe('productFormToBody', () => {
  it('reads Bengali digits and gives a body the API schema accepts', () => {
    const body = productFormToBody(typed);
    expect(body).toMatchObject({ selling_price: 2450, discount: 10, stock: 4, category_id: 3 });
    const parsed = v.parse(productBodySchema, body);
    expect(parsed).toMatchObject({ name: 'Jamdani saree', selling_price: 2450, discount_type: 'PERCENT' });
  });

  it('a blank discount is no discount; a blank category is none', () => {
    const body = productFormToBody({ ...typed, discount: '', category_id: '' });
    expect(body.discount).toBe(0);
    expect(body.category_id).toBeNull();
  });

  it('leaves unreadable numbers for the schema to refuse', () => {
    const result = v.safeParse(productBodySchema, productFormToBody({ ...typed, selling_price: '12abc', stock: '' }));
    expect(result.success).toBe(false);
    const fields = Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
    expect(fields).toEqual({ selling_price: 'validation.invalid_number', stock: 'validation.required' });
  });

  it('round-trips a stored product', () => {
    const detail = {
      id: 11,
      slug: 'jamdani-saree',
      name: 'Jamdani saree',
      bn_name: null,
      image_url: null,
      thumbnail_url: null,
      image_width: null,
      image_medium_url: null,
      selling_price: 2450.5,
      discount: 0,
      discount_type: 'FIXED' as const,
      stock: 0,
      category_id: null,
      description: 'হাতে বোনা',
      images: [],
      category: null,
      rating_average: 0,
      rating_count: 0,
      options: [],
      variants: [],
    };
    const values = productToFormValues(detail);
    expect(values).toMatchObject({ selling_price: '2450.5', discount: '', stock: '0', category_id: '' });
    expect(productFormToBody(values)).toMatchObject({
      selling_price: 2450.5,
      discount: 0,
      stock: 0,
      category_id: null,
    });
  });
});
