import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Languages, Store } from 'lucide-react';
import type { OwnerLoginResult, Shop } from '@haat/domain/schemas';
import { LOCALE_NAMES, otherLocale } from '@haat/i18n/locale';
import { useLocale } from '@haat/i18n/react';
import { Button } from '@haat/ui/button';
import { Tabs } from '../../../components/tabs.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { tokenShopId } from '../token-shop.ts';
import { CreateShopForm } from './create-shop-form.tsx';
import { ShopChooser } from './shop-chooser.tsx';
import { SignInForm } from './sign-in-form.tsx';
import * as styles from './start.css.ts';

type Mode = 'sign-in' | 'create';

/**
 * The owners' door (docs/product/README.md "web host"): sign in, or create a shop, then open
 * /admin/{slug}?token=…&lang=…&env=web like the mobile app would.
 */
export function StartPage() {
  const { t } = useLingui();
  const { locale, toggle } = useLocale();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [login, setLogin] = useState<OwnerLoginResult | null>(null);
  const [noShop, setNoShop] = useState(false);
  useDocumentTitle(mode === 'sign-in' ? t`Sign in` : t`Create a new shop`);

  const open = (shop: Shop, token: string) => void navigate(paths.open(shop.slug, { token, lang: locale, env: 'web' }));

  const signedIn = (result: OwnerLoginResult) => {
    const [only] = result.shops;
    if (result.shops.length === 1 && only) open(only, result.token);
    else if (result.shops.length === 0) {
      setNoShop(true);
      setMode('create');
    } else setLogin(result);
  };

  const other = otherLocale(locale);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.top}>
          <h1 className={styles.brand}>
            <Store size={26} aria-hidden="true" />
            {t`Haat for shop owners`}
          </h1>
          <Button variant="ghost" size="sm" startIcon={<Languages size={16} />} onClick={toggle} lang={other}>
            {LOCALE_NAMES[other]}
          </Button>
        </div>
        {login ? (
          <ShopChooser
            shops={login.shops}
            openableShopId={tokenShopId(login.token)}
            onChoose={(shop) => open(shop, login.token)}
            onBack={() => setLogin(null)}
          />
        ) : (
          <>
            <p className={styles.intro}>{t`Sign in to manage your shop, or open a new shop in a minute.`}</p>
            {noShop && (
              <p role="alert" className={styles.formError}>
                {t`This account has no shop yet. Create one below.`}
              </p>
            )}
            <Tabs
              label={t`Sign in or create a shop`}
              value={mode}
              onChange={setMode}
              items={[
                { id: 'sign-in', label: t`Sign in` },
                { id: 'create', label: t`Create a new shop` },
              ]}
            >
              {mode === 'sign-in' ? (
                <SignInForm onSignedIn={signedIn} />
              ) : (
                <CreateShopForm onCreated={(session) => open(session.shop, session.token)} />
              )}
            </Tabs>
          </>
        )}
      </div>
    </main>
  );
}
