import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { apiServer, fail, ok } from '../../../test/api-server.ts';
import { category, product, signInWithShop } from '../../../test/fixtures.ts';
import { errorOf, field } from '../../../test/queries.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { emptyProductForm } from '../product-form-values.ts';
import { ProductForm } from './product-form.tsx';

function renderForm(locale: 'bn' | 'en' = 'en') {
  const saved = vi.fn();
  const result = renderWithProviders(
    <ProductForm
      productId={null}
      initial={emptyProductForm}
      currentImageUrl={null}
      categories={[{ ...category }]}
      onSaved={saved}
      onCancel={() => undefined}
    />,
    { locale },
  );
  return { ...result, saved };
}

describe('ProductForm', () => {
  it('checks the fields before calling the API', async () => {
    await signInWithShop();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Name')).toBe('This field is required');
    expect(errorOf('Price (৳)')).toBe('This field is required');
    expect(errorOf('Stock')).toBe('This field is required');
    expect(apiServer().requests).toHaveLength(0);
  });

  it('refuses a percent discount above 100 and unreadable numbers', async () => {
    await signInWithShop();
    const { user } = renderForm();
    await user.type(field('Name'), 'Saree');
    await user.type(field('Price (৳)'), '12x');
    await user.type(field('Stock'), '3');
    await user.type(field('Discount'), '150');
    await user.selectOptions(field('Discount type'), 'PERCENT');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(errorOf('Price (৳)')).toBe('Enter a valid number');
    expect(apiServer().requests).toHaveLength(0);
    await user.clear(field('Price (৳)'));
    await user.type(field('Price (৳)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(errorOf('Discount')).toBe('Must be at most 100');
  });

  it('says it in Bengali, with the discount’s limit in Bengali digits', async () => {
    await signInWithShop();
    const { user, saved } = renderForm('bn');
    await user.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    expect(errorOf('নাম')).toBe('এই ঘরটি পূরণ করা আবশ্যক');
    expect(document.activeElement).toBe(field('নাম'));
    await user.type(field('নাম'), 'শাড়ি');
    await user.type(field('দাম (৳)'), '১০০০');
    await user.type(field('স্টক'), '৩');
    await user.type(field('ছাড়'), '১৫০');
    await user.selectOptions(field('ছাড়ের ধরন'), 'PERCENT');
    await user.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    expect(errorOf('ছাড়')).toBe('মান সর্বোচ্চ ১০০ হতে পারবে');
    expect(errorOf('নাম')).toBeNull();
    expect(apiServer().requests).toHaveLength(0);
    expect(saved).not.toHaveBeenCalled();
  });

  it('creates the product with Bengali digits read as numbers, and shows the customer price', async () => {
    await signInWithShop();
    apiServer().on('POST', '/api/admin/v3/products', ok(product, 201));
    const { user, saved } = renderForm();
    await user.type(field('Name'), 'Jamdani saree');
    await user.type(field('Bengali name'), 'জামদানি শাড়ি');
    await user.selectOptions(field('Category'), '3');
    await user.type(field('Price (৳)'), '২৪৫০');
    await user.type(field('Discount'), '10');
    await user.selectOptions(field('Discount type'), 'PERCENT');
    await user.type(field('Stock'), '4');
    expect(screen.getByText('Customers pay ৳2,205')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Product added')).toBeTruthy();
    expect(saved).toHaveBeenCalledOnce();
    expect(apiServer().requests[0]?.json).toEqual({
      name: 'Jamdani saree',
      bn_name: 'জামদানি শাড়ি',
      category_id: 3,
      selling_price: 2450,
      discount: 10,
      discount_type: 'PERCENT',
      stock: 4,
      description: '',
    });
  });

  it('shows the API’s 422 messages under the fields and keeps what was typed', async () => {
    await signInWithShop();
    apiServer().on('POST', '/api/admin/v3/products', fail(422, 'Invalid', { name: ['validation.max_length'] }));
    const { user, saved } = renderForm();
    await user.type(field('Name'), 'A very long name');
    await user.type(field('Price (৳)'), '100');
    await user.type(field('Stock'), '1');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('This is too long')).toBeTruthy();
    expect(field('Name').value).toBe('A very long name');
    expect(field('Price (৳)').value).toBe('100');
    expect(saved).not.toHaveBeenCalled();
  });

  it('puts a 422 message on its field in Bengali and moves focus there', async () => {
    await signInWithShop();
    apiServer().on(
      'POST',
      '/api/admin/v3/products',
      fail(422, 'Invalid', { selling_price: ['validation.invalid_number'], stock: ['validation.max_value'] }),
    );
    const { user, saved } = renderForm('bn');
    await user.type(field('নাম'), 'শাড়ি');
    await user.type(field('দাম (৳)'), '১০০');
    await user.type(field('স্টক'), '১');
    await user.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    await vi.waitFor(() => expect(errorOf('দাম (৳)')).toBe('একটি সঠিক সংখ্যা দিন'));
    expect(errorOf('স্টক')).toBe('সংখ্যাটি অনেক বড়');
    expect(document.activeElement).toBe(field('দাম (৳)'));
    expect(field('দাম (৳)').value).toBe('১০০');
    expect(saved).not.toHaveBeenCalled();
  });
});
