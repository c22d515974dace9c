// A large product photo in the size the screen needs (decision 128): the demo's featured products have a second
// view drawn 1200 px wide, as a shop's own photo often is, and the API also keeps it 960 px wide. On the product's
// page a phone takes the 960 px file and a desktop at 2× the full one; neither downloads two sizes of it.
import { expect, gotoShop, test, useLanguage } from './fixtures/index.ts';

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

    test("the featured product's large photo in one size", async ({ page }) => {
      const pictures: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
      });
      await useLanguage(page, 'en');
      await gotoShop(page, 'rongdhonu', 'shop-home');
      const featured = page.locator('section[aria-labelledby^="featured-"]');
      const productName = (await featured.getByRole('heading').textContent())!;
      await featured.getByRole('link').click();
      await page.getByRole('button', { name: 'Show image 2' }).click();
      const main = page.getByRole('img', { name: productName, exact: true });
      await expect(main).toHaveJSProperty('complete', true);
      const src = await main.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(src).toMatch(file);

      // The photo's files share its key; its card (the thumbnail) is a file of its own.
      const key = new URL(src).pathname.replace(/-w1200(?:-960)?\.webp$/u, '-w1200');
      const sizes = pictures.filter((path) => path.startsWith(key) && !path.endsWith('-card.webp'));
      expect(sizes).toEqual([new URL(src).pathname]);
    });
  });
}
