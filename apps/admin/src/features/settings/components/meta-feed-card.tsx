import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MetaFeed } from '@haat/domain/schemas';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useMetaFeed, useRotateMetaFeedToken } from '../api/meta-feed.ts';
import * as styles from './settings.css.ts';

/** The Meta catalogue feed's section of the settings (decision 218). */
export function MetaFeedCard() {
  const feed = useMetaFeed();
  return <QueryState query={feed}>{(data) => <MetaFeedSection feed={data} />}</QueryState>;
}

/** The feed's two addresses to copy into Commerce Manager, and a button that makes (or replaces) them. */
export function MetaFeedSection({ feed }: { feed: MetaFeed }) {
  const { t, i18n } = useLingui();
  const rotate = useRotateMetaFeedToken();
  const [confirming, setConfirming] = useState(false);
  const made = feed.csv_url !== null && feed.xml_url !== null;

  const makeToken = () =>
    rotate.mutateAsync().then(
      () => toast.success(made ? t`New feed address made` : t`Feed address made`),
      (error: unknown) => {
        toast.error(errorText(i18n, error));
        throw error;
      },
    );
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => toast.success(t`Copied`),
      () => undefined,
    );

  const addresses = [
    { id: 'meta-feed-csv', label: t`Feed address (CSV)`, url: feed.csv_url },
    { id: 'meta-feed-xml', label: t`Feed address (XML)`, url: feed.xml_url },
  ];

  return (
    <Card as="section" padding="lg" aria-labelledby="meta-feed-title" className={styles.section}>
      <h2 id="meta-feed-title" className={styles.sectionTitle}>{t`Meta catalogue feed`}</h2>
      <p className={styles.muted}>
        {t`Add this address as a data feed in Meta Commerce Manager: your products then show in your Facebook and Instagram shop and in catalogue ads, updated on each fetch.`}
      </p>
      {!feed.published && (
        <p role="status" className={styles.guidance}>
          {t`Meta can read the feed only while your shop is published.`}
        </p>
      )}
      {made ? (
        <>
          {addresses.map(({ id, label, url }) => (
            <div key={id} className={styles.readOnly}>
              <label htmlFor={id}>{label}</label>
              <div className={styles.copyRow}>
                <Input
                  id={id}
                  className={styles.feedUrl}
                  readOnly
                  value={url ?? ''}
                  onFocus={(event) => event.target.select()}
                />
                <Button size="sm" onClick={() => copy(url ?? '')} aria-label={t`Copy ${label}`}>
                  {t`Copy`}
                </Button>
              </div>
            </div>
          ))}
          <p className={styles.muted}>{t`Keep the address secret: anyone who has it can read your product list.`}</p>
          <div>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t`Make a new address`}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button variant="primary" loading={rotate.isPending} onClick={() => void makeToken().catch(() => undefined)}>
            {t`Make the feed address`}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Make a new feed address?`}
        description={t`The old address stops working at once. Put the new one in Commerce Manager, or Meta stops updating your catalogue.`}
        confirmLabel={t`Make a new address`}
        onConfirm={makeToken}
      />
    </Card>
  );
}
