// The entry the build inlines into index.html (see early-shop-request.ts).
import { startEarlyShopRequest } from './early-shop-request.ts';

startEarlyShopRequest();
