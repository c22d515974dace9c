// A shop's information pages (about us and the policies) show their text, opened directly and from the footer, in
// each theme (each demo shop has its own) and both languages. The title and the text are the API's.
import { pageSlugs, type Page, type PageSlug, type Shop } from '@haat/domain/schemas';
import { infoPageRoute } from '../src/config/route-table.ts';
import {
  API_URL,
  BOIGHOR_DOMAIN_URL,
  demoShops,
  expect,
  gotoShop,
  scrollToFooter,
  shopUrl,
  test,
  useLanguage,
} from './fixtures/index.ts';

/** The page's paragraphs as the owner wrote them (separated by a blank line). */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/u)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

async function apiData<T>(path: string): Promise<T> {
  const answer = await fetch(`${API_URL}/api/shop${path}`);
  if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

async function pagesOf(slug: string): Promise<Map<PageSlug, Page>> {
  const shop = await apiData<Shop>(`/online-shop/${slug}`);
  const pages = new Map<PageSlug, Page>();
  for (const page of pageSlugs) pages.set(page, await apiData<Page>(`/pages/${page}?shop_id=${shop.id}`));
  return pages;
}

const cases = [
  { slug: demoShops.rongdhonu.slug, locale: 'bn', origin: undefined },
  { slug: demoShops.shobjiBazar.slug, locale: 'en', origin: undefined },
  { slug: demoShops.boighor.slug, locale: 'en', origin: BOIGHOR_DOMAIN_URL },
] as const;

for (const { slug, locale, origin } of cases) {
  test(`${slug} (${locale}${origin ? ', own domain' : ''}): every information page shows its text, opened directly and from the footer`, async ({
    page,
  }) => {
    await useLanguage(page, locale);
    const pages = await pagesOf(slug);
    const main = page.getByRole('main');
    const expectShown = async (info: Page) => {
      await expect(main.getByRole('heading', { level: 1, name: info.title })).toBeVisible();
      for (const paragraph of paragraphsOf(info.body)) await expect(main.getByText(paragraph)).toBeVisible();
    };

    for (const [slugOfPage, info] of pages) {
      await gotoShop(page, slug, infoPageRoute(slugOfPage), { origin });
      await expectShown(info);
    }

    for (const [slugOfPage, info] of pages) {
      await gotoShop(page, slug, 'shop-home', { origin });
      const footer = await scrollToFooter(page);
      const path = new URL(shopUrl(slug, infoPageRoute(slugOfPage), { origin })).pathname;
      await footer.locator(`a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(shopUrl(slug, infoPageRoute(slugOfPage), { origin }));
      await expectShown(info);
    }
  });
}
