import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tag } from 'lucide-react';
import type { DiscountPreview } from '@haat/domain/schemas';
import { formatMoney } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { discountRefusalText } from '../discount-texts.ts';
import { checkoutFieldId } from './checkout-field-id.ts';
import * as styles from './checkout.css.ts';

export interface DiscountCodeFieldProps {
  /** The code applied ('' none). */
  code: string;
  onApply: (code: string) => void;
  /** What the server says of the cart and the code (absent while it has not answered). */
  preview: DiscountPreview | undefined;
  /** The server refused the code when the order was placed. */
  error?: string | undefined;
  checking: boolean;
}

/**
 * "Have a coupon code?": a link on a phone that opens the field, Apply beside it; once applied, the code and its
 * saving with Remove; a code that does not apply says why in the shopper's language (decision 221).
 */
export function DiscountCodeField({ code, onApply, preview, error, checking }: DiscountCodeFieldProps) {
  const { t, i18n } = useLingui();
  const [opened, setOpen] = useState(code !== '');
  const open = opened || Boolean(error);
  const [typed, setTyped] = useState(code);
  const money = (taka: number) => formatMoney(taka, toLocale(i18n.locale));
  const refusal = code !== '' ? preview?.code_refusal : null;
  const applied = code !== '' && preview && !refusal ? preview.applied.find((entry) => entry.code !== null) : undefined;

  if (!open) {
    return (
      <Button variant="link" size="sm" onClick={() => setOpen(true)} aria-expanded={false}>
        <Tag size={16} aria-hidden="true" /> <Trans>Have a coupon code?</Trans>
      </Button>
    );
  }

  if (applied && !error) {
    return (
      <p className={styles.codeApplied} role="status" data-testid="discount-applied">
        <span>
          <Trans>
            Code {applied.code} applied: {money(applied.saving)} off
          </Trans>
        </span>
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            onApply('');
            setTyped('');
          }}
        >
          <Trans>Remove</Trans>
        </Button>
      </p>
    );
  }

  const message = error ?? (refusal ? discountRefusalText(i18n, refusal) : undefined);
  return (
    <form
      className={styles.codeRow}
      onSubmit={(event) => {
        // A form of its own: Enter in the code applies it instead of placing the order.
        event.preventDefault();
        event.stopPropagation();
        onApply(typed.trim());
      }}
    >
      <FormField id={checkoutFieldId('discountCode')} label={t`Coupon code`} error={message}>
        <Input
          name="discount_code"
          value={typed}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          onChange={(event) => setTyped(event.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        variant="secondary"
        loading={checking && typed.trim() !== ''}
        disabled={typed.trim() === ''}
      >
        <Trans>Apply</Trans>
      </Button>
    </form>
  );
}
