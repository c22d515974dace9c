// React Router writes `script:ld+json` descriptors itself; this proves a product name cannot end the script.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta } from 'react-router';
import type { ShopProductDetail } from '@haat/domain/schemas';
import { makeProductDetail, makeShop } from '../../test/fixtures.ts';
import { shopPageMeta } from './page-meta.ts';
import { canonicalShopOrigin } from './shop-urls.ts';

describe('JSON-LD in the page head', () => {
  it('keeps a name holding </script> inside the script, and parses back to it', () => {
    const name = 'Saree</script><script>alert(1)</script> & <!-- more';
    const product: ShopProductDetail = { ...makeProductDetail({ name }), link_preview: null };
    const shop = makeShop();
    const meta = shopPageMeta({
      shop,
      page: { kind: 'product', product },
      at: canonicalShopOrigin(shop, new URL('https://haat.example/'), { kind: 'market' }, 'haat.example'),
      locale: 'en',
      preview: null,
    });
    const Stub = createRoutesStub([{ path: '/', meta: () => meta, Component: () => <Meta /> }]);
    // The HTML as the server sends it, parsed as a browser would.
    const html = renderToString(<Stub />);
    const head = new DOMParser().parseFromString(`<!doctype html><head>${html}</head>`, 'text/html');
    const scripts = [...head.querySelectorAll('script')];
    // Product and BreadcrumbList, and no script the name opened.
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json', 'application/ld+json']);
    const product0 = JSON.parse(scripts[0]!.textContent) as { name: string };
    expect(product0.name).toBe(name);
  });
});
