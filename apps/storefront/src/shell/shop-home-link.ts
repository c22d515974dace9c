import { useNavigate } from 'react-router';
import { buildShopHref, marketHomeHref } from '../lib/links.ts';
import { useHostMode } from '../lib/host-mode.ts';
import { useShopSlug } from '../lib/shop.ts';

/** Go Home from a shop's error panel: an unknown shop's own home would be the same panel again, so the market's. */
export function useShopNavigateHome(unknownShop: boolean): () => void {
  const mode = useHostMode();
  const navigate = useNavigate();
  const slug = useShopSlug();
  const home = mode.kind === 'market' && unknownShop ? marketHomeHref : buildShopHref(mode, slug, 'shop-home');
  return () => void navigate(home);
}
