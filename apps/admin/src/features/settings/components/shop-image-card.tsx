import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { Trash2, Upload } from 'lucide-react';
import type { Shop } from '@haat/domain/schemas';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { toast } from '@haat/ui/toast';
import { ImageInput } from '../../../components/image-input.tsx';
import { imageUrl } from '../../../lib/image-url.ts';
import * as styles from './settings.css.ts';

export interface ShopImageTexts {
  title: string;
  fieldLabel: string;
  previewAlt: string;
  uploaded: string;
  deleted: string;
  /** docs/product/texts.md: add, update and delete failures say try again later. */
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
  confirmTitle: string;
  confirmText: string;
}

export interface ShopImageCardProps {
  id: string;
  currentUrl: string | null;
  texts: ShopImageTexts;
  upload: UseMutationResult<Shop, Error, File>;
  remove: UseMutationResult<Shop, Error, void>;
  aspectRatio: string;
  maxWidth: number;
  guidance?: ReactNode;
  onPreviewSize?: (size: { width: number; height: number; chosen: boolean }) => void;
  previewTestId?: string;
}

/** Choose, preview, upload and delete one of the shop's images (banner or logo). */
export function ShopImageCard({
  id,
  currentUrl,
  texts,
  upload,
  remove,
  aspectRatio,
  maxWidth,
  guidance,
  onPreviewSize,
  previewTestId,
}: ShopImageCardProps) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [confirming, setConfirming] = useState(false);

  const save = () => {
    if (!file) return;
    const hadImage = currentUrl !== null;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(texts.uploaded);
        setFile(null);
        setInputKey((key) => key + 1);
      },
      onError: () => toast.error(hadImage ? texts.updateFailed : texts.addFailed),
    });
  };

  return (
    <Card as="section" padding="lg" aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {texts.title}
      </h2>
      {guidance}
      <ImageInput
        key={inputKey}
        label={texts.fieldLabel}
        currentUrl={imageUrl(currentUrl)}
        file={file}
        onFileChange={setFile}
        aspectRatio={aspectRatio}
        maxWidth={maxWidth}
        previewAlt={texts.previewAlt}
        onPreviewSize={onPreviewSize}
        previewTestId={previewTestId}
      />
      <div className={styles.imageRow}>
        <Button
          variant="primary"
          startIcon={<Upload size={16} />}
          disabled={!file}
          loading={upload.isPending}
          onClick={save}
        >
          {t`Upload`}
        </Button>
        {currentUrl && (
          <Button variant="secondary" startIcon={<Trash2 size={16} />} onClick={() => setConfirming(true)}>
            {t`Delete`}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.confirmTitle}
        description={texts.confirmText}
        confirmLabel={t`Delete`}
        onConfirm={() =>
          remove.mutateAsync().then(
            () => toast.success(texts.deleted),
            (error: unknown) => {
              toast.error(texts.deleteFailed);
              throw error;
            },
          )
        }
      />
    </Card>
  );
}
