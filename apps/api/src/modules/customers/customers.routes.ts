import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { addressesRoutes } from '../addresses/addresses.customer.routes.ts';
import { customerAuthRoutes } from './customers.customer.routes.ts';
import { customerOrdersRoutes } from '../orders/orders.customer.routes.ts';
import { customerRoutes } from './customer.routes.ts';
import { messagesRoutes } from '../messages/messages.customer.routes.ts';
import { notificationsRoutes } from '../notifications/notifications.customer.routes.ts';
import { reviewsRoutes } from '../reviews/reviews.customer.routes.ts';
import { wishlistRoutes } from '../wishlist/wishlist.customer.routes.ts';

/** Shop base (`/api/shop`): customer accounts (`/auth/*`) and everything under `/customer/*`. */
export const customersRoutes = new Hono<AppEnv>()
  .route('/', customerAuthRoutes)
  .route('/', customerRoutes)
  .route('/', addressesRoutes)
  .route('/', customerOrdersRoutes)
  .route('/', wishlistRoutes)
  .route('/', reviewsRoutes)
  .route('/', messagesRoutes)
  .route('/', notificationsRoutes);
