// Each shop theme renders its own header and footer (screenshots kept under test-results).
import { demoShops, expect, gotoShop, scrollToFooter, test, useLanguage } from './fixtures/index.ts';

const shops = [demoShops.rongdhonu, demoShops.shobjiBazar, demoShops.boighor];

for (const shop of shops) {
  test(`theme ${shop.theme}: ${shop.slug} has header and footer ${shop.theme}`, async ({ page }, testInfo) => {
    await useLanguage(page, 'bn');
    await page.setViewportSize({ width: 1280, height: 860 });
    await gotoShop(page, shop.slug, 'shop-home');
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${shop.theme}`, 'u'));
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-header-theme', String(shop.theme));
    await expect(header).toContainText(shop.name);
    if (shop.theme === 2) await expect(header.getByRole('link', { name: /কল করুন/u })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath(`theme-${shop.theme}-${shop.slug}-top.png`) });

    const footer = await scrollToFooter(page);
    await expect(footer).toHaveAttribute('data-footer-theme', String(shop.theme));
    await expect(footer.getByRole('img', { name: /কিউআর কোড/u })).toBeVisible();
    await footer.screenshot({ path: testInfo.outputPath(`theme-${shop.theme}-${shop.slug}-footer.png`) });
    await page.screenshot({ path: testInfo.outputPath(`theme-${shop.theme}-${shop.slug}-full.png`), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: testInfo.outputPath(`theme-${shop.theme}-${shop.slug}-mobile.png`) });
  });
}
