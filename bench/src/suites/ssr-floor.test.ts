import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageTree, productApiUrls, styleObject } from './ssr-floor.ts';

const PAGE =
  '<!DOCTYPE html><html lang="bn"><head><meta charset="utf-8"><style>a>b{color:red}</style>' +
  '<script type="application/ld+json">{"name":"<b>শাড়ি</b>"}</script></head>' +
  '<body><label for="q" class="field">নাম &amp; দাম</label><div style="--gap: 4px; margin-top: 2px"></div>' +
  '<svg viewBox="0 0 24 24"><path d="M1 1"></path></svg><img srcset="a.webp 480w" fetchpriority="low" alt="">' +
  '<template><p>later</p></template></body></html>';

describe('pageTree', () => {
  it('renders the page back as the same elements, attributes, texts and raw script and style bodies', () => {
    const { tree, elements } = pageTree(PAGE);
    expect(elements).toBe(13);
    expect(renderToStaticMarkup(tree)).toBe(
      '<html lang="bn"><head><meta charSet="utf-8"/><style>a>b{color:red}</style>' +
        '<script type="application/ld+json">{"name":"<b>শাড়ি</b>"}</script></head>' +
        '<body><label for="q" class="field">নাম &amp; দাম</label><div style="--gap:4px;margin-top:2px"></div>' +
        '<svg viewBox="0 0 24 24"><path d="M1 1"></path></svg><img srcSet="a.webp 480w" fetchPriority="low" alt=""/>' +
        '<template><p>later</p></template></body></html>',
    );
  });
});

describe('styleObject', () => {
  it('camel-cases properties, keeps custom properties and values with colons', () => {
    expect(styleObject('margin-top: 2px; --gap:4px; background: url(https://x.test/a.png);')).toEqual({
      marginTop: '2px',
      '--gap': '4px',
      background: 'url(https://x.test/a.png)',
    });
  });
});

describe('productApiUrls', () => {
  it('lists the product call of every product of the published shops', () => {
    const shop = (slug: string, id: number, isPublic: boolean, products: string[]) => ({
      id,
      slug,
      public: isPublic,
      featuredProductSlug: null,
      categories: [],
      products: products.map((product, index) => ({ id: index, slug: product, name: product })),
      searchTerms: [],
    });
    expect(
      productApiUrls('http://api.test', [
        shop('rongdhonu', 1, true, ['sari', 'lal jama']),
        shop('closed', 2, false, ['x']),
      ]),
    ).toEqual([
      'http://api.test/api/shop/product/sari?shop_id=1',
      'http://api.test/api/shop/product/lal%20jama?shop_id=1',
    ]);
  });
});
