// docs/product/routes.md: "My Cart (my_cart, routes to the cart page)".
import { redirect, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { buildShopHref } from '../lib/links.ts';
import { getHostMode } from '../lib/host-mode.ts';
import { shopSlugFromParams, shopSlugOf } from '../lib/shop.ts';
import { requestContext } from '../shell/request-context.ts';

export function loader({ context, params }: LoaderFunctionArgs) {
  const { mode } = context.get(requestContext);
  throw redirect(buildShopHref(mode, shopSlugOf(mode, params) ?? '', 'shop-cart'));
}

export function clientLoader({ params }: ClientLoaderFunctionArgs) {
  throw redirect(buildShopHref(getHostMode(), shopSlugFromParams(params) ?? '', 'shop-cart'));
}

export default function MyCart() {
  return null;
}
