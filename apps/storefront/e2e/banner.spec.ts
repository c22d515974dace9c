// The banner's size follows the screen (decision 125): a phone downloads the 960 px file, a desktop the 1920 px one,
// and neither downloads both.
import { expect, gotoShop, test } from './fixtures/index.ts';

const screens = [
  { name: 'a phone (390 px at 2×)', viewport: { width: 390, height: 740 }, deviceScaleFactor: 2, file: /-960\.webp$/u },
  {
    name: 'a desktop (1280 px at 1×)',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    file: /-w1920\.webp$/u,
  },
];

for (const { name, viewport, deviceScaleFactor, file } of screens) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor });

    test('downloads the banner in its size only', async ({ page }) => {
      const banners: string[] = [];
      page.on('request', (request) => {
        if (/\/banner\/[^/]+\.webp$/u.test(new URL(request.url()).pathname)) banners.push(request.url());
      });
      await gotoShop(page, 'rongdhonu', 'shop-home');
      const banner = page.locator('img[src*="/banner/"]');
      await expect(banner).toHaveJSProperty('complete', true);
      expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(file);
      expect(banners).toHaveLength(1);
      expect(banners[0]).toMatch(file);
    });
  });
}
