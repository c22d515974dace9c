import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import * as styles from './image-input.css.ts';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export interface ImageInputProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The image the record has now. */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Width / height of the preview box, e.g. "1920 / 560" for a banner. */
  aspectRatio?: string;
  /** Preview width in px (the preview is responsive up to it). */
  maxWidth?: number;
  previewAlt: string;
  error?: ReactNode;
  disabled?: boolean;
  /** The preview's natural size once it has loaded (e.g. to compare with a recommended size). */
  onPreviewSize?: (size: { width: number; height: number; chosen: boolean }) => void;
  previewTestId?: string;
}

/** Choose an image file and see it before it is uploaded. */
export function ImageInput({
  label,
  hint,
  currentUrl,
  file,
  onFileChange,
  aspectRatio = '1 / 1',
  maxWidth = 240,
  previewAlt,
  error,
  disabled,
  onPreviewSize,
  previewTestId,
}: ImageInputProps) {
  const { t } = useLingui();
  const chosenUrl = useObjectUrl(file);
  const shown = chosenUrl ?? currentUrl;
  const box = { aspectRatio, maxWidth: `${maxWidth}px` };
  return (
    <div className={styles.wrapper}>
      {shown ? (
        <img
          src={shown}
          alt={previewAlt}
          className={styles.preview}
          style={box}
          data-testid={previewTestId}
          data-chosen={chosenUrl !== null}
          onLoad={(event) =>
            onPreviewSize?.({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
              chosen: chosenUrl !== null,
            })
          }
        />
      ) : (
        <div className={styles.placeholder} style={box}>
          {t`No image yet`}
        </div>
      )}
      <FormField label={label} hint={hint} error={error}>
        <Input
          type="file"
          accept={IMAGE_TYPES}
          disabled={disabled}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
      </FormField>
    </div>
  );
}
