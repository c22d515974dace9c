/**
 * Admin v3 base (`/api/admin/v3`): the owners' admin. Every endpoint but the sign-in ones needs the
 * admin token and is confined to its shop; the admin client adds `shop_id` to every call.
 */

// ---- signing in and sessions ------------------------------------------------------------------
export { getChallenge } from './admin/get-challenge.ts';
export { sendSignUpCode } from './admin/send-sign-up-code.ts';
export { forgotPassword } from './admin/forgot-password.ts';
export { resetPassword } from './admin/reset-password.ts';
export { register } from './admin/register.ts';
export { checkSlug } from './admin/check-slug.ts';
export { login } from './admin/login.ts';
export { logout } from './admin/logout.ts';
export { listSessions } from './admin/list-sessions.ts';
export { endSession } from './admin/end-session.ts';
export { changePassword } from './admin/change-password.ts';

// ---- the shop ---------------------------------------------------------------------------------
export { getOnlineShop } from './admin/get-online-shop.ts';
export { updateOnlineShop } from './admin/update-online-shop.ts';
export { uploadBanner } from './admin/upload-banner.ts';
export { deleteBanner } from './admin/delete-banner.ts';
export { uploadLogo } from './admin/upload-logo.ts';
export { deleteLogo } from './admin/delete-logo.ts';
export { updateTheme } from './admin/update-theme.ts';
export { getDomain } from './admin/get-domain.ts';
export { setDomain } from './admin/set-domain.ts';
export { verifyDomain } from './admin/verify-domain.ts';

// ---- delivery packages and categories -------------------------------------------------------
export { listDeliveryPackages } from './admin/list-delivery-packages.ts';
export { createDeliveryPackage } from './admin/create-delivery-package.ts';
export { updateDeliveryPackage } from './admin/update-delivery-package.ts';
export { deleteDeliveryPackage } from './admin/delete-delivery-package.ts';
export { listCategories } from './admin/list-categories.ts';
export { createCategory } from './admin/create-category.ts';
export { updateCategory } from './admin/update-category.ts';
export { deleteCategory } from './admin/delete-category.ts';

// ---- products ---------------------------------------------------------------------------------
export { listProducts } from './admin/list-products.ts';
export { createProduct } from './admin/create-product.ts';
export { getProduct } from './admin/get-product.ts';
export { updateProduct } from './admin/update-product.ts';
export { deleteProduct } from './admin/delete-product.ts';
export { uploadProductImage } from './admin/upload-product-image.ts';
export { setProductVariants } from './admin/set-product-variants.ts';
export { updateProductVariants } from './admin/update-product-variants.ts';
export { checkCatalogueImport } from './admin/check-catalogue-import.ts';
export { startCatalogueImport } from './admin/start-catalogue-import.ts';
export { getCatalogueImport } from './admin/get-catalogue-import.ts';
export { exportCatalogue } from './admin/export-catalogue.ts';
export { setFeaturedProduct } from './admin/set-featured-product.ts';

// ---- orders -----------------------------------------------------------------------------------
export { listOrders } from './admin/list-orders.ts';
export { getOrder } from './admin/get-order.ts';
export { updateOrderStatus } from './admin/update-order-status.ts';
export { listOrdersToConfirm } from './admin/list-orders-to-confirm.ts';
export { confirmOrder } from './admin/confirm-order.ts';
export { cancelOrder } from './admin/cancel-order.ts';
export { bulkConfirmOrders } from './admin/bulk-confirm-orders.ts';
export { bulkUpdateOrderStatus } from './admin/bulk-update-order-status.ts';
export { getOrderCodRisk } from './admin/get-order-cod-risk.ts';
export { getOrderSettings } from './admin/get-order-settings.ts';
export { updateOrderSettings } from './admin/update-order-settings.ts';
export { bookShipment } from './admin/book-shipment.ts';
export { bookShipments } from './admin/book-shipments.ts';
export { listCourierAccounts } from './admin/list-courier-accounts.ts';
export { saveCourierAccount } from './admin/save-courier-account.ts';
export { deleteCourierAccount } from './admin/delete-courier-account.ts';
export { listCourierPlaces } from './admin/list-courier-places.ts';
export { listPaymentGateways } from './admin/list-payment-gateways.ts';
export { savePaymentGateway } from './admin/save-payment-gateway.ts';
export { checkPaymentGateway } from './admin/check-payment-gateway.ts';
export { deletePaymentGateway } from './admin/delete-payment-gateway.ts';

// ---- payments (issue 30) ---------------------------------------------------------------------
export { verifyPayment } from './admin/verify-payment.ts';
export { listPayments } from './admin/list-payments.ts';
export { exportPayments } from './admin/export-payments.ts';
export { getPaymentSettings } from './admin/get-payment-settings.ts';
export { updatePaymentSettings } from './admin/update-payment-settings.ts';

// ---- customers (issue 32) -------------------------------------------------------------------
export { listCustomers } from './admin/list-customers.ts';
export { exportCustomers } from './admin/export-customers.ts';
export { exportOrders } from './admin/export-orders.ts';
export { getCustomer } from './admin/get-customer.ts';
export { updateCustomer } from './admin/update-customer.ts';

// ---- reports (issue 32) -----------------------------------------------------------------------
export { getSalesReport } from './admin/get-sales-report.ts';
export { getDeliveryReport } from './admin/get-delivery-report.ts';
export { getProductsReport } from './admin/get-products-report.ts';
export { getCodReport } from './admin/get-cod-report.ts';

// ---- order SMS --------------------------------------------------------------------------------
export { listSmsTemplates } from './admin/list-sms-templates.ts';
export { saveSmsTemplate } from './admin/save-sms-template.ts';
export { getSmsSettings } from './admin/get-sms-settings.ts';
export { updateSmsSettings } from './admin/update-sms-settings.ts';
export { listSmsLog } from './admin/list-sms-log.ts';

// ---- chat, app request, dashboard -------------------------------------------------------------
export { listMessageThreads } from './admin/list-message-threads.ts';
export { listMessages } from './admin/list-messages.ts';
export { sendMessage } from './admin/send-message.ts';
export { getApkLead } from './admin/get-apk-lead.ts';
export { requestApk } from './admin/request-apk.ts';
export { getDashboard } from './admin/get-dashboard.ts';
export { getMetaFeed } from './admin/get-meta-feed.ts';
export { rotateMetaFeedToken } from './admin/rotate-meta-feed-token.ts';
export { getMetaConversions } from './admin/get-meta-conversions.ts';
export { saveMetaConversions } from './admin/save-meta-conversions.ts';

// ---- discounts (issue 31 item 1) ------------------------------------------------------------
export { listDiscounts } from './admin/list-discounts.ts';
export { createDiscount } from './admin/create-discount.ts';
export { updateDiscount } from './admin/update-discount.ts';
export { deleteDiscount } from './admin/delete-discount.ts';
