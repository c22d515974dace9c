import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Shop } from '@haat/domain/schemas';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { toast } from '@haat/ui/toast';
import { errorText } from '../../../lib/error-text.ts';
import { useUpdateShopSettings } from '../api/update-shop-settings.ts';
import { settingsValuesToBody, shopToSettingsValues } from '../settings-form-values.ts';
import * as styles from './settings.css.ts';

/** Publish or unpublish the shop at once (with the saved settings); unpublishing asks first. */
export function PublishCard({ shop }: { shop: Shop }) {
  const { t, i18n } = useLingui();
  const update = useUpdateShopSettings();
  const [confirming, setConfirming] = useState(false);

  const setPublic = (isPublic: boolean) =>
    update.mutateAsync(settingsValuesToBody(shopToSettingsValues(shop), isPublic)).then(
      () => toast.success(isPublic ? t`Your shop is published` : t`Your shop is unpublished`),
      (error: unknown) => {
        toast.error(errorText(i18n, error));
        throw error;
      },
    );

  return (
    <Card as="section" padding="lg" aria-labelledby="publish-title" className={styles.section}>
      <h2 id="publish-title" className={styles.sectionTitle}>{t`Publish`}</h2>
      <div className={styles.publishRow}>
        <div>
          <Badge tone={shop.public ? 'green' : 'grey'} data-testid="publish-state">
            {shop.public ? t`Published` : t`Unpublished`}
          </Badge>
          <p className={styles.muted}>
            {shop.public
              ? t`Customers can see your shop and order.`
              : t`Customers see that your shop is not published and cannot order.`}
          </p>
        </div>
        {shop.public ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t`Unpublish shop`}
          </Button>
        ) : (
          <Button
            variant="primary"
            loading={update.isPending}
            onClick={() => void setPublic(true).catch(() => undefined)}
          >
            {t`Publish shop`}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Unpublish your shop?`}
        description={t`Customers will no longer be able to see your products or order until you publish it again.`}
        confirmLabel={t`Unpublish`}
        onConfirm={() => setPublic(false)}
      />
    </Card>
  );
}
