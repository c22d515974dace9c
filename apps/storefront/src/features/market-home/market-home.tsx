import { useEffect, useRef, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Globe, HandCoins, Languages, Store } from 'lucide-react';
import { isApiError } from '@haat/api-client/errors';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Button, ButtonLink, buttonClass } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { Skeleton } from '@haat/ui/skeleton';
import { applyThemeClass } from '@haat/ui/theme-class';
import { env } from '../../env.ts';
import { LanguageToggle } from '../../lib/language-toggle.tsx';
import { imageUrl } from '../../lib/image-url.ts';
import { shopQueryOptions } from '../../entities/shop/shop.ts';
import { slugFromShopAddress } from '../../lib/shop-address.ts';
import { syncThemeColor } from '../../lib/theme-color.ts';
import { useDebouncedValue } from '@haat/ui/use-debounced-value';
import * as styles from './market-home.css.ts';

/** Where owners sign up; the admin app serves it. */
const signUpUrl = new URL('/admin/start', env.adminUrl).href;
const LOOKUP_MIN_LENGTH = 3;

function ShopPreview({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  // Only the slug that was typed is looked up: GET /online-shop/{slug}, no retries for a guess.
  const shop = useQuery({ ...shopQueryOptions(slug), retry: false });
  if (shop.isPending) {
    return (
      <div className={styles.preview} aria-busy="true">
        <Skeleton shape="block" width={48} height={48} />
        <Skeleton lines={2} width="60%" />
      </div>
    );
  }
  if (shop.isError) {
    const unknown = isApiError(shop.error) && shop.error.status === 404;
    return (
      <p className={styles.preview} role="status">
        {unknown ? t`No shop has the address “${slug}” yet.` : t`Could not look the shop up. Check your connection.`}
      </p>
    );
  }
  const name = localizedName(shop.data, locale);
  const logo = imageUrl(shop.data.logo_url);
  return (
    <div className={styles.preview} role="status">
      {logo ? (
        <img src={logo} alt="" width={48} height={48} className={styles.previewLogo} />
      ) : (
        <span className={styles.previewInitial} aria-hidden="true">
          {Array.from(name)[0]}
        </span>
      )}
      <span className={styles.previewText}>
        <span className={styles.previewName}>{name}</span>
        {shop.data.address && <span className={styles.hint}>{shop.data.address}</span>}
      </span>
      <Link to={`/shop/${encodeURIComponent(slug)}`} className={buttonClass({ variant: 'primary', size: 'sm' })}>
        {t`Visit`}
      </Link>
    </div>
  );
}

function ShopFinder() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // A shopper on a slow phone may type before the page's script has run: hydration keeps the box's text but not
  // the state, so the text typed early is taken up once.
  useEffect(() => {
    const early = input.current?.value;
    if (early) setTyped(early);
  }, []);
  const slug = slugFromShopAddress(typed, env.marketHostSuffix);
  const settled = useDebouncedValue(slug, 500);
  const lookup = settled && settled === slug && settled.length >= LOOKUP_MIN_LENGTH ? settled : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (slug) void navigate(`/shop/${encodeURIComponent(slug)}`);
  };

  return (
    <section className={styles.finder} aria-labelledby="find-a-shop">
      <h2 id="find-a-shop" className={styles.finderTitle}>
        {t`Find a shop`}
      </h2>
      <form className={styles.finderForm} onSubmit={submit}>
        <FormField
          label={t`Shop address or name`}
          hint={t`For example rongdhonu, or a link to the shop`}
          className={styles.finderField}
        >
          <Input
            ref={input}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </FormField>
        <Button type="submit" variant="primary" disabled={!slug} className={styles.finderButton}>
          {t`Go to shop`}
        </Button>
      </form>
      {lookup && <ShopPreview slug={lookup} />}
    </section>
  );
}

/** The market Home's title and pitch: on the page and in its head (src/routes/home.tsx). */
export const marketTitle = msg`Haat — online shops of Bangladesh`;
export const marketPitch = msg`Put your products online, take cash-on-delivery orders and keep your customers — on your phone, in Bengali.`;

/** The market's landing page at `/` on the market host (docs/product/routes.md "Home"). */
export function MarketHome() {
  const { t } = useLingui();
  const title = t(marketTitle);
  useEffect(() => {
    // The market's own look, also after visiting a shop with another theme.
    applyThemeClass(1);
    syncThemeColor(true);
    document.title = title;
  }, [title]);
  const features = [
    {
      icon: <HandCoins size={22} />,
      title: t`Cash on delivery`,
      text: t`Customers order now and pay when the parcel arrives.`,
    },
    {
      icon: <Languages size={22} />,
      title: t`Bengali first`,
      text: t`A storefront in Bengali and English, prices in taka.`,
    },
    {
      icon: <Globe size={22} />,
      title: t`Your own address`,
      text: t`Start on the market, then bring your own domain.`,
    },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.topBar}>
            <span className={styles.brand}>
              <span className={styles.brandMark} aria-hidden="true">
                <Store size={22} />
              </span>
              {t`Haat`}
            </span>
            <LanguageToggle />
          </div>
          <h1 className={styles.title}>{t`Your own online shop, open in minutes`}</h1>
          <p className={styles.lead}>{t(marketPitch)}</p>
          <div className={styles.heroActions}>
            <ButtonLink href={signUpUrl} size="lg" className={styles.ctaOnColour}>
              {t`Open your own shop`}
            </ButtonLink>
          </div>
        </div>
      </header>
      <main className={styles.section}>
        <ShopFinder />
      </main>
      <section className={styles.section} aria-label={t`Why Haat`}>
        <ul role="list" className={styles.features}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                {feature.icon}
              </span>
              <h2 className={styles.featureTitle}>{feature.title}</h2>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <footer className={styles.footer}>
        <span>{t`© Haat`}</span>
        <a href={signUpUrl}>{t`Shop owners: sign in`}</a>
      </footer>
    </div>
  );
}
