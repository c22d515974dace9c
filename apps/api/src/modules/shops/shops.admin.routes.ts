import type { Context } from 'hono';
import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter, type AccessEnv } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { serializeApkLead } from '../apk-lead/apk-lead.serializers.ts';
import { findApkLead } from '../apk-lead/apk-lead.service.ts';
import { serializeOwnDomain } from './shops.domains.serializers.ts';
import { claimShopDomain, findShopDomain, verifyShopDomain } from './shops.domains.service.ts';
import { removeShopImage, replaceShopImage, type ShopImageSlot } from './shops.media.service.ts';
import { serializeShop } from './shops.serializers.ts';
import { getShopById } from './shops.service.ts';
import { setFeaturedProduct, updateShopSettings, updateTheme } from './shops.settings.service.ts';

type AdminContext = Context<AccessEnv<'admin'>>;

async function saveImage(c: AdminContext, slot: ShopImageSlot, image: File) {
  const parts = await replaceShopImage(c.var, c.get('admin').shopId, slot, image);
  return ok(c, serializeShop(parts, c.get('storage')), 'Image saved');
}

async function removeImage(c: AdminContext, slot: ShopImageSlot) {
  const parts = await removeShopImage(c.var, c.get('admin').shopId, slot);
  return ok(c, serializeShop(parts, c.get('storage')), 'Image removed');
}

/**
 * Admin v3 base (`/api/admin/v3`): the owner's own shop: its settings, theme, featured product, logo and
 * banner (`/online-shop/banner`, `/online-shop/logo`) and custom domain.
 */
export const shopsAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.getOnlineShop, async (c) => {
    const shopId = c.get('admin').shopId;
    const [parts, lead] = await Promise.all([getShopById(c.get('db'), shopId), findApkLead(c.get('db'), shopId)]);
    return ok(c, { shop: serializeShop(parts, c.get('storage')), apk_lead: lead && serializeApkLead(lead) });
  })
  .endpoint(adminEndpoints.updateOnlineShop, async (c) => {
    const parts = await updateShopSettings(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
    return ok(c, serializeShop(parts, c.get('storage')), 'Settings saved');
  })
  .endpoint(adminEndpoints.updateTheme, async (c) => {
    const parts = await updateTheme(c.get('db'), c.get('admin').shopId, c.req.valid('json').theme);
    return ok(c, serializeShop(parts, c.get('storage')), 'Theme saved');
  })
  .endpoint(adminEndpoints.setFeaturedProduct, async (c) => {
    const parts = await setFeaturedProduct(c.get('db'), c.get('admin').shopId, c.req.valid('json').product_id);
    return ok(c, serializeShop(parts, c.get('storage')), 'Featured product saved');
  })
  .endpoint(adminEndpoints.uploadBanner, (c) => saveImage(c, 'banner', c.req.valid('form').image))
  .endpoint(adminEndpoints.deleteBanner, (c) => removeImage(c, 'banner'))
  .endpoint(adminEndpoints.uploadLogo, (c) => saveImage(c, 'logo', c.req.valid('form').image))
  .endpoint(adminEndpoints.deleteLogo, (c) => removeImage(c, 'logo'))
  .endpoint(adminEndpoints.getDomain, async (c) => {
    const found = await findShopDomain(c.get('db'), c.get('admin').shopId);
    return ok(c, found && serializeOwnDomain(found.domain, found.slug, c.get('config').domains.cnameTarget));
  })
  .endpoint(adminEndpoints.setDomain, async (c) => {
    const claimed = await claimShopDomain(
      c.get('db'),
      c.get('admin').shopId,
      c.req.valid('json').domain,
      c.get('config').marketHostSuffix,
    );
    return created(
      c,
      serializeOwnDomain(claimed.domain, claimed.slug, c.get('config').domains.cnameTarget),
      'Domain claimed',
    );
  })
  .endpoint(adminEndpoints.verifyDomain, async (c) => {
    const { shopId } = c.get('admin');
    await c.get('rateLimits').domainCheck.consume(c, String(shopId));
    const { domains } = c.get('config');
    const checked = await verifyShopDomain(c.get('db'), shopId, {
      servers: domains.resolvers,
      cnameTarget: domains.cnameTarget,
    });
    return ok(c, serializeOwnDomain(checked.domain, checked.slug, domains.cnameTarget));
  });
