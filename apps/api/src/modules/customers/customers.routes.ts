import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { addressesRoutes } from './addresses.routes.ts';
import { customerAuthRoutes } from './customer-auth.routes.ts';
import { customerOrdersRoutes } from './customer-orders.routes.ts';
import { customerRoutes } from './customer.routes.ts';
import { messagesRoutes } from './messages.routes.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { wishlistRoutes } from './wishlist.routes.ts';

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
