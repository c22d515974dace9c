import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CatalogueImportCheck, CatalogueImportError } from '@haat/domain/schemas';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { Dialog } from '@haat/ui/dialog';
import { FormField } from '@haat/ui/form-field';
import { toast } from '@haat/ui/toast';
import { errorText } from '../../../lib/error-text.ts';
import { useCheckImport, useImportProgress, useReloadProductsWhen, useStartImport } from '../api/catalogue-import.ts';
import * as styles from './import-dialog.css.ts';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Importing a Shopify or WooCommerce product CSV (issue 28, decision 216): pick the file, read the dry run (what
 * each product becomes, every error), confirm, and follow the job's progress to 100 %.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t`Import products`}
      description={t`A product CSV exported from Shopify or WooCommerce. Nothing changes until you confirm.`}
    >
      {open && <ImportSteps onClose={onClose} />}
    </Dialog>
  );
}

function ImportSteps({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const check = useCheckImport();
  const start = useStartImport();

  const pick = (picked: File | null) => {
    setFile(picked);
    check.reset();
    if (picked) check.mutate(picked, { onError: (error) => toast.error(errorText(i18n, error)) });
  };
  const confirm = () => {
    if (!file) return;
    start.mutate(file, {
      onSuccess: (started) => setImportId(started.id),
      onError: (error) => toast.error(errorText(i18n, error)),
    });
  };

  if (importId !== null) return <ImportProgress id={importId} onClose={onClose} />;
  const result = check.data;
  return (
    <div className={styles.body}>
      <FormField id={fileId} label={t`CSV file`} hint={t`Shopify: Products → Export. WooCommerce: Products → Export.`}>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
          disabled={start.isPending}
        />
      </FormField>
      {check.isPending && <p className={styles.muted}>{t`Checking the file…`}</p>}
      {result && <CheckResult result={result} />}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={start.isPending}>
          {t`Cancel`}
        </Button>
        <Button
          variant="primary"
          onClick={confirm}
          loading={start.isPending}
          disabled={!result || result.products.length === 0}
        >
          {result ? t`Import ${formatNumber(result.products.length, toLocale(i18n.locale))} products` : t`Import`}
        </Button>
      </div>
    </div>
  );
}

/** An error's text in the admin's language, with its row. */
function ErrorLine({ error }: { error: CatalogueImportError }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const text = locale === 'bn' ? error.message.bn : error.message.en;
  return (
    <li className={styles.item}>
      <span className={styles.error}>
        {error.row === null ? text : t`Row ${formatNumber(error.row, locale)}: ${text}`}
      </span>
    </li>
  );
}

function CheckResult({ result }: { result: CatalogueImportCheck }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const n = (value: number) => formatNumber(value, locale);
  return (
    <>
      <p className={styles.summary} role="status">
        <Badge tone="green">{t`${n(result.creates)} new`}</Badge>
        <Badge tone="blue">{t`${n(result.updates)} changed`}</Badge>
        <Badge tone={result.errors.length > 0 ? 'red' : 'grey'}>{t`${n(result.errors.length)} errors`}</Badge>
      </p>
      {result.products.length > 0 && (
        <ul className={styles.list} aria-label={t`Products in the file`}>
          {result.products.map((product) => (
            <li key={product.handle} className={styles.item} aria-label={product.name}>
              <span>
                {product.name}
                <br />
                <span className={styles.muted}>
                  {t`${n(product.variants)} variants`}
                  {product.options.length > 0 ? ` · ${product.options.join(', ')}` : ''}
                  {product.pictures > 0 ? ` · ${t`${n(product.pictures)} pictures`}` : ''}
                </span>
              </span>
              {product.action === 'create' ? (
                <Badge tone="green">{t`New`}</Badge>
              ) : (
                <Badge tone="blue">{t`Changed`}</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      {result.errors.length > 0 && (
        <ul className={styles.list} aria-label={t`Errors in the file`}>
          {result.errors.map((error, index) => (
            <ErrorLine key={index} error={error} />
          ))}
        </ul>
      )}
    </>
  );
}

function ImportProgress({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const progress = useImportProgress(id);
  const data = progress.data;
  const finished = data?.state === 'done' || data?.state === 'failed';
  const percent = data && data.total > 0 ? Math.round((data.done / data.total) * 100) : 0;

  useReloadProductsWhen(finished);

  return (
    <div className={styles.body}>
      <progress
        className={styles.progress}
        max={100}
        value={percent}
        aria-label={t`Import progress`}
        aria-valuetext={`${formatNumber(percent, locale)}%`}
      />
      <p role="status">
        {finished ? t`Import finished` : t`Importing…`} {formatNumber(percent, locale)}%
      </p>
      {data && (
        <p className={styles.muted}>
          {t`${formatNumber(data.done, locale)} of ${formatNumber(data.total, locale)} products: ${formatNumber(data.created, locale)} new, ${formatNumber(data.updated, locale)} changed, ${formatNumber(data.pictures, locale)} pictures`}
        </p>
      )}
      {data && data.errors.length > 0 && (
        <ul className={styles.list} aria-label={t`Errors in the file`}>
          {data.errors.map((error, index) => (
            <ErrorLine key={index} error={error} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant={finished ? 'primary' : 'secondary'} onClick={onClose}>
          {finished ? t`Done` : t`Close (the import goes on)`}
        </Button>
      </div>
    </div>
  );
}
