import { describe, expect, it } from 'vitest';
import { i18n } from '@haat/i18n';
import { problemTexts } from '@haat/i18n/form-errors';
import { setTestLocale } from '../../test/i18n.ts';
import { checkAddress, type AddressValues } from './address-form.ts';

const typed: AddressValues = {
  label: '  Home ',
  name: ' Karim Uddin ',
  mobile: '০১৭১১০০০০০১',
  address: ' House 12, Road 3, Mirpur 10 ',
  district: 'Dhaka',
  area: 'Mirpur 10',
  isDefault: true,
};

describe('checkAddress (the API address body, with a district chosen)', () => {
  it('hands over the body the API takes: trimmed, the mobile in ASCII digits', () => {
    expect(checkAddress(typed)).toMatchObject({
      success: true,
      body: {
        label: 'Home',
        name: 'Karim Uddin',
        mobile: '01711000001',
        address: 'House 12, Road 3, Mirpur 10',
        district: 'Dhaka',
        is_default: true,
      },
    });
  });

  it('asks for one of the 64 districts, which the API alone leaves optional, and names the limits', () => {
    setTestLocale('en');
    const check = checkAddress({ ...typed, label: 'x'.repeat(31), address: 'abc', district: 'Atlantis' });
    expect(check.success).toBe(false);
    expect(problemTexts(i18n, check.problems)).toEqual({
      label: 'Enter at most 30 characters',
      address: 'Enter at least 5 characters',
      district: 'This field is required',
    });
  });
});
