import * as shopEndpoints from '@haat/api-contract/shop';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { okPublic } from '../../platform/http/http-cache.ts';
import { productPreviewImage } from '../link-previews/link-previews.service.ts';
import { paginator } from '../../platform/http/paginate.ts';
import { serializeCategory } from '../categories/categories.serializers.ts';
import { serializeProduct, serializeProductDetail } from './products.serializers.ts';
import { getProductDetail, listProducts, searchProducts } from './products.service.ts';

/** Shop base (`/api/shop`): product lists, search and product details. */
export const productsShopRoutes = new ContractRouter()
  .endpoint(shopEndpoints.searchProducts, async (c) => {
    const { shop_id, ...page } = c.req.valid('query');
    const result = await searchProducts(c.get('catalogDb'), shop_id, c.req.valid('param').query, page);
    return okPublic(
      c,
      paginator(
        result.rows.map((row) => serializeProduct(row, c.get('storage'))),
        result.total,
        page,
      ),
    );
  })
  .endpoint(shopEndpoints.listProducts, async (c) => {
    const { shop_id, ...options } = c.req.valid('query');
    const result = await listProducts(c.get('catalogDb'), shop_id, options);
    return okPublic(
      c,
      paginator(
        result.rows.map((row) => serializeProduct(row, c.get('storage'))),
        result.total,
        options,
      ),
    );
  })
  .endpoint(shopEndpoints.getProduct, async (c) => {
    const detail = await getProductDetail(
      c.get('catalogDb'),
      c.req.valid('query').shop_id,
      c.req.valid('param').product_slug,
      { shoppers: true },
    );
    const category = detail.category && serializeCategory(detail.category.category, detail.category.productCount);
    return okPublic(c, {
      ...serializeProductDetail(
        detail.product,
        // Shoppers see the variants the owner has switched on.
        { ...detail, variants: detail.variants.filter((variant) => variant.enabled), category },
        c.get('storage'),
      ),
      link_preview: productPreviewImage(c.get('config').publicApiUrl, detail.shop, detail.product),
    });
  });
