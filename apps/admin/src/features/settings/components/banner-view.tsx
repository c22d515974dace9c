import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessages } from '@haat/i18n/messages';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { BANNER_SIZE } from '@haat/domain/image-sizes';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentShop } from '../../../lib/online-shop.ts';
import { useDeleteBanner, useUploadBanner } from '../api/banner.ts';
import { useDeleteLogo, useUploadLogo } from '../api/logo.ts';
import { ShopImageCard } from './shop-image-card.tsx';
import * as styles from './settings.css.ts';

export function BannerView() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useCurrentShop();
  const uploadBanner = useUploadBanner();
  const deleteBanner = useDeleteBanner();
  const uploadLogo = useUploadLogo();
  const deleteLogo = useDeleteLogo();
  const [chosenSize, setChosenSize] = useState<{ width: number; height: number } | null>(null);
  const width = formatNumber(BANNER_SIZE.width, locale, { useGrouping: false });
  const height = formatNumber(BANNER_SIZE.height, locale, { useGrouping: false });
  const offSize = chosenSize && (chosenSize.width !== BANNER_SIZE.width || chosenSize.height !== BANNER_SIZE.height);

  return (
    <div className={styles.page}>
      <PageHeader title={t`Banner and logo`} description={t`The pictures at the top of your shop.`} />
      <ShopImageCard
        id="banner-title"
        currentUrl={shop.banner_url}
        upload={uploadBanner}
        remove={deleteBanner}
        aspectRatio={`${BANNER_SIZE.width} / ${BANNER_SIZE.height}`}
        maxWidth={960}
        previewTestId="banner-image"
        onPreviewSize={(size) => setChosenSize(size.chosen ? size : null)}
        guidance={
          <div className={styles.guidance}>
            <p>{t`Use a picture of ${width} × ${height} pixels (JPEG, PNG or WebP).`}</p>
            <p>{t`Other sizes are resized and cropped from the centre to ${width} × ${height}.`}</p>
            {offSize && (
              <p role="status">
                {t`The chosen picture is ${formatNumber(chosenSize.width, locale, { useGrouping: false })} × ${formatNumber(chosenSize.height, locale, { useGrouping: false })} pixels, so its edges may be cut.`}
              </p>
            )}
          </div>
        }
        texts={{
          title: t`Banner`,
          fieldLabel: t`Banner image`,
          previewAlt: t`Banner preview`,
          uploaded: t`Banner saved`,
          deleted: t`Banner deleted`,
          addFailed: i18n._(errorMessages.bannerAdd),
          updateFailed: i18n._(errorMessages.bannerUpdate),
          deleteFailed: i18n._(errorMessages.bannerDelete),
          confirmTitle: t`Delete the banner?`,
          confirmText: t`Your shop will show no banner until you upload a new one.`,
        }}
      />
      <ShopImageCard
        id="logo-title"
        currentUrl={shop.logo_url}
        upload={uploadLogo}
        remove={deleteLogo}
        aspectRatio="1 / 1"
        maxWidth={160}
        previewTestId="logo-image"
        guidance={
          <p className={styles.muted}>{t`A square picture works best; without a logo the shop shows its initial.`}</p>
        }
        texts={{
          title: t`Logo`,
          fieldLabel: t`Logo image`,
          previewAlt: t`Logo preview`,
          uploaded: t`Logo saved`,
          deleted: t`Logo deleted`,
          addFailed: i18n._(errorMessages.logoAdd),
          updateFailed: i18n._(errorMessages.logoUpdate),
          deleteFailed: i18n._(errorMessages.logoDelete),
          confirmTitle: t`Delete the logo?`,
          confirmText: t`Your shop will show its initial instead of a logo.`,
        }}
      />
    </div>
  );
}
