/**
 * Shop base (`/api/shop`), public calls: the shop, its pages and delivery packages, the catalogue,
 * placing and tracking orders. Customer accounts are in customer.ts.
 */

// ---- the shop ------------------------------------------------------------------------------
export { getShop } from './shop/get-shop.ts';
export { getPage } from './shop/get-page.ts';
export { listDeliveryPackages } from './shop/list-delivery-packages.ts';

// ---- the catalogue -------------------------------------------------------------------------
export { listCategories } from './shop/list-categories.ts';
export { searchProducts } from './shop/search-products.ts';
export { listProducts } from './shop/list-products.ts';
export { getProduct } from './shop/get-product.ts';
export { listProductReviews } from './shop/list-product-reviews.ts';

// ---- link previews and sitemaps (what the storefront's server renders into pages) --------
export { getLinkPreview } from './shop/get-link-preview.ts';
export { getProductLinkPreviewImage } from './shop/get-product-link-preview-image.ts';
export { getShopLinkPreviewImage } from './shop/get-shop-link-preview-image.ts';
export { getSitemap } from './shop/get-sitemap.ts';

// ---- the Meta catalogue feed (fetched by Meta, behind a secret token) ------------------------
export { getMetaFeedCsv } from './shop/get-meta-feed-csv.ts';
export { getMetaFeedXml } from './shop/get-meta-feed-xml.ts';

// ---- orders --------------------------------------------------------------------------------
export { placeOrder } from './shop/place-order.ts';
export { sendOrderCode } from './shop/send-order-code.ts';
export { trackOrders } from './shop/track-orders.ts';
export { sendTrackCode } from './shop/send-track-code.ts';
export { verifyTrackCode } from './shop/verify-track-code.ts';
export { getOrder } from './shop/get-order.ts';
export { previewDiscount } from './shop/preview-discount.ts';

// ---- paying an order's advance through a gateway (issue 30) ---------------------------------
export { getGatewayPaymentOptions } from './shop/get-gateway-payment-options.ts';
export { startGatewayPayment } from './shop/start-gateway-payment.ts';
export { bkashCallback } from './shop/bkash-callback.ts';
export { sslcommerzReturn } from './shop/sslcommerz-return.ts';
export { sendPayment } from './shop/send-payment.ts';
