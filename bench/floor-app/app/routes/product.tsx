// The storefront's product page body (entry.server.ts), after the one API call an uncached product page makes, in
// the route's loader (FLOOR_API_URL; FLOOR_SHOP_IDS: shop slug → shop id).
import { createElement, useContext } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBodyContext } from '../page-body.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const shopIds = JSON.parse(process.env['FLOOR_SHOP_IDS'] ?? '{}') as Record<string, number>;
  const product = encodeURIComponent(params['product'] ?? '');
  const response = await fetch(
    `${process.env['FLOOR_API_URL']}/api/shop/product/${product}?shop_id=${shopIds[params['slug'] ?? ''] ?? 0}`,
  );
  if (!response.ok) throw new Error(`The API answered ${response.status}`);
  const { data } = (await response.json()) as { data: { name: string; price: number } };
  return { name: data.name, price: data.price };
}

export default function Product() {
  const product = useLoaderData<typeof loader>();
  return createElement('div', { 'data-product': product.name }, useContext(PageBodyContext));
}
