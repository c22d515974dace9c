import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, Select, Textarea } from '../input/input.tsx';
import { renderWithI18n } from '../test/render.tsx';
import { FormField } from './form-field.tsx';

describe('FormField', () => {
  it('labels its control and describes it with the hint', () => {
    renderWithI18n(
      <FormField label="Mobile" hint="11 digits, e.g. 01712345678">
        <Input name="mobile" inputMode="tel" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile', description: '11 digits, e.g. 01712345678' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks the control invalid and reads the error before the hint', () => {
    renderWithI18n(
      <FormField label="Mobile" hint="11 digits" error="Enter a valid phone number">
        <Input name="mobile" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile', description: 'Enter a valid phone number 11 digits' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('drops the invalid state when the error goes away', () => {
    const { rerender } = renderWithI18n(
      <FormField label="Name" error="Name is required">
        <Input />
      </FormField>,
    );
    rerender(
      <FormField label="Name" error={undefined}>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('marks required fields for assistive technology and keeps the asterisk out of the name', () => {
    renderWithI18n(
      <FormField label="Shop name" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Shop name' });
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('wires Textarea and Select the same way and keeps the control’s own describedby', () => {
    renderWithI18n(
      <>
        <p id="address-note">We deliver across Bangladesh.</p>
        <FormField label="Address" error="Address is required">
          <Textarea aria-describedby="address-note" />
        </FormField>
        <FormField label="District" hint="Where we deliver">
          <Select defaultValue="dhaka">
            <option value="dhaka">Dhaka</option>
            <option value="sylhet">Sylhet</option>
          </Select>
        </FormField>
      </>,
    );
    const address = screen.getByRole('textbox', {
      name: 'Address',
      description: 'Address is required We deliver across Bangladesh.',
    });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'District', description: 'Where we deliver' })).toBeDefined();
  });

  it('focuses the control when the label is clicked', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <FormField label="Email">
        <Input type="email" />
      </FormField>,
    );
    await user.click(screen.getByText('Email'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('lets a standalone control be marked invalid', () => {
    renderWithI18n(<Input aria-label="Search" invalid />);
    expect(screen.getByRole('textbox', { name: 'Search' }).getAttribute('aria-invalid')).toBe('true');
  });
});
