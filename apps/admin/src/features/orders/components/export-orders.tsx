import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { addDays, dhakaDate } from '@haat/domain/report-buckets';
import { reportRangeQuerySchema } from '@haat/domain/schemas';
import { checkBody, problemTexts } from '@haat/i18n/form-errors';
import { Button } from '@haat/ui/button';
import { Dialog } from '@haat/ui/dialog';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { errorText } from '../../../lib/error-text.ts';
import { useExportOrders } from '../api/export-orders.ts';
import * as styles from './orders.css.ts';

/**
 * "Export CSV" on the orders page (issue 28 item 5): the orders placed between two Dhaka dates, both included (the
 * last 30 days to begin with), one line per order line, saved as a file a spreadsheet opens with Bengali intact.
 */
export function ExportOrders() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const today = dhakaDate(new Date());
  const [range, setRange] = useState({ from: addDays(today, -29), to: today });
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const exporting = useExportOrders();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBody(reportRangeQuerySchema, range);
    if (!checked.success) {
      setErrors(problemTexts(i18n, checked.problems));
      return;
    }
    setErrors({});
    exporting.mutate(checked.body, {
      onSuccess: () => setOpen(false),
      onError: (error) => toast.error(errorText(i18n, error)),
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>{t`Export CSV`}</Button>
      <Dialog open={open} onOpenChange={setOpen} title={t`Export orders`}>
        <form className={styles.section} onSubmit={submit} noValidate aria-label={t`Export orders`}>
          <p
            className={styles.muted}
          >{t`One line per product ordered, with its size or colour; dates in Dhaka time.`}</p>
          <FormField label={t`Start date`} error={errors.from}>
            <Input
              type="date"
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.target.value })}
            />
          </FormField>
          <FormField label={t`End date`} error={errors.to}>
            <Input type="date" value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
          </FormField>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={exporting.isPending}>{t`Download CSV`}</Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>{t`Cancel`}</Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
