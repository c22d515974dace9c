import { useLingui } from '@lingui/react/macro';
import { toLocale } from '@haat/i18n/locale';
import { Select, type SelectProps } from '@haat/ui/input';
import { districtsFor } from '@haat/domain/districts';

export type DistrictSelectProps = Omit<SelectProps, 'children' | 'value' | 'onChange'> & {
  /** The district's English name, or ''. */
  value: string;
  onChange: (district: string) => void;
};

/** Bangladesh's 64 districts, named and sorted in the shopper's language; the value is the English name. */
export function DistrictSelect({ value, onChange, ...props }: DistrictSelectProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <Select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t`Choose your district`}</option>
      {districtsFor(locale).map((district) => (
        <option key={district.en} value={district.en}>
          {district[locale]}
        </option>
      ))}
    </Select>
  );
}
