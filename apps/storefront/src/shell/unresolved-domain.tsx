import { useLingui } from '@lingui/react/macro';
import { errorMessages } from '@haat/i18n/messages';
import { ShopErrorPanel } from './shop-error-panel.tsx';
import * as styles from './shell-states.css.ts';

/** A custom domain that could not be resolved: docs/product/texts.md, "treated as shop not found". */
export function UnresolvedDomain({ failed }: { failed: boolean }) {
  const { i18n } = useLingui();
  return (
    <ShopErrorPanel error={new Error('404')} onHome={() => window.location.assign('/')}>
      {failed && <p className={styles.domainNote}>{i18n._(errorMessages.domainResolve)}</p>}
    </ShopErrorPanel>
  );
}
