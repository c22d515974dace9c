// A large product photo in the size the screen needs (decision 128): the demo's featured products are drawn 1200 px
// wide, as a shop's own photo often is, and the API also keeps them 960 px wide. A phone takes the 960 px file on the
// shop's home and on the product's page; a desktop at 2× the full one; neither downloads two sizes of one picture.
import { expect, gotoShop, test } from './fixtures/index.ts';

const screens = [
  {
    name: 'a phone (390 px at 2×)',
    viewport: { width: 390, height: 740 },
    deviceScaleFactor: 2,
    file: /-w1200-960\.webp$/u,
  },
  {
    name: 'a desktop (1280 px at 2×)',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 2,
    file: /-w1200\.webp$/u,
  },
];

for (const { name, viewport, deviceScaleFactor, file } of screens) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor });

    test("the featured product's photo on the home and on its page, in one size", async ({ page }) => {
      const pictures: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
      });
      await gotoShop(page, 'rongdhonu', 'shop-home');
      const featured = page.locator('section[aria-labelledby^="featured-"]');
      await expect(featured.locator('img')).toHaveJSProperty('complete', true);
      const src = await featured.locator('img').evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(src).toMatch(file);
      // The photo's files share its key; its card (in the product lists) is a file of its own.
      const key = new URL(src).pathname.replace(/-w1200(?:-960)?\.webp$/u, '-w1200');

      await featured.getByRole('link').click();
      const main = page.locator('img[fetchpriority="high"]').first();
      await expect(main).toHaveJSProperty('complete', true);
      const mainSrc = await main.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(new URL(mainSrc).pathname.startsWith(key)).toBe(true);
      expect(mainSrc).toMatch(file);

      const sizes = pictures.filter((path) => path.startsWith(key) && !path.endsWith('-card.webp'));
      expect(sizes.length).toBeGreaterThan(0);
      expect(
        sizes.filter((path) => !file.test(path)),
        'no other size of the photo',
      ).toEqual([]);
    });
  });
}
