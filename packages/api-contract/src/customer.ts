/**
 * Shop base (`/api/shop`), customer accounts: signing in (`/auth/*`, one account per mobile number
 * per shop) and the signed-in customer's own data (`/customer/*`, behind the customer token).
 */

// ---- signing in ----------------------------------------------------------------------------
export { getChallenge } from './customer/get-challenge.ts';
export { sendRegisterCode } from './customer/send-register-code.ts';
export { register } from './customer/register.ts';
export { login } from './customer/login.ts';
export { logout } from './customer/logout.ts';
export { forgotPassword } from './customer/forgot-password.ts';
export { resetPassword } from './customer/reset-password.ts';

// ---- the account ---------------------------------------------------------------------------
export { getMe } from './customer/get-me.ts';
export { updateMe } from './customer/update-me.ts';
export { changePassword } from './customer/change-password.ts';

// ---- saved addresses (exactly one default while there are any) -------------------------------
export { listAddresses } from './customer/list-addresses.ts';
export { createAddress } from './customer/create-address.ts';
export { updateAddress } from './customer/update-address.ts';
export { deleteAddress } from './customer/delete-address.ts';

// ---- orders, wish list, reviews, chat, notifications ----------------------------------------
export { listOrders } from './customer/list-orders.ts';
export { getWishlist } from './customer/get-wishlist.ts';
export { addToWishlist } from './customer/add-to-wishlist.ts';
export { removeFromWishlist } from './customer/remove-from-wishlist.ts';
export { syncWishlist } from './customer/sync-wishlist.ts';
export { listReviews } from './customer/list-reviews.ts';
export { createReview } from './customer/create-review.ts';
export { listMessages } from './customer/list-messages.ts';
export { sendMessage } from './customer/send-message.ts';
export { listNotifications } from './customer/list-notifications.ts';
