import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { defaultSmsTemplates } from '@haat/domain/sms-templates';
import { apiServer, fail, ok } from '../../../test/api-server.ts';
import { signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SmsTemplateEditor } from './sms-template-editor.tsx';

const template = (language: 'bn' | 'en', text: string | null = null) => ({
  event: 'order_placed' as const,
  language,
  text,
  default_text: defaultSmsTemplates[language].order_placed,
});

describe('SmsTemplateEditor: live counter and preview', () => {
  it('previews the default with sample values and counts its characters and SMS parts', async () => {
    await signInWithShop();
    renderWithProviders(<SmsTemplateEditor template={template('en')} shopName="Rongdhonu" />);
    const preview = screen.getByTestId('sms-preview').textContent ?? '';
    expect(preview).toMatch(/^Rongdhonu: We got your order HT-7K2M9QXA, total Tk 1,310\. Track it: https:\/\//u);
    expect(screen.getByTestId('sms-counter').textContent).toBe(
      `${preview.length} characters, 1 SMS (GSM-7, 160 per SMS)`,
    );
  });

  it('counts again as the owner types: one taka sign makes the message UCS-2, 70 a part, then 67 per part', async () => {
    await signInWithShop();
    const { user } = renderWithProviders(<SmsTemplateEditor template={template('en')} shopName="Shop" />);
    const box = screen.getByRole('textbox', { name: /English/u });
    await user.type(box, 'Order {{code} ok');
    expect(screen.getByTestId('sms-preview').textContent).toBe('Order HT-7K2M9QXA ok');
    expect(screen.getByTestId('sms-counter').textContent).toBe('20 characters, 1 SMS (GSM-7, 160 per SMS)');
    await user.type(box, ' ৳');
    expect(screen.getByTestId('sms-counter').textContent).toBe('22 characters, 1 SMS (UCS-2, 70 per SMS)');
    await user.type(box, ' {{total}'.repeat(6));
    // 22 + 6 × " Tk 1,310" (9) = 76 units: two parts of 67.
    expect(screen.getByTestId('sms-counter').textContent).toBe('76 characters, 2 SMS (UCS-2, 67 per SMS)');
  });

  it('says at once which placeholder this message cannot fill, and does not let it be saved', async () => {
    await signInWithShop();
    const { user } = renderWithProviders(<SmsTemplateEditor template={template('en')} shopName="Shop" />);
    await user.type(screen.getByRole('textbox', { name: /English/u }), 'Sent by {{courier}');
    expect(screen.getByText('Unknown placeholder {courier}: this message cannot fill it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows Bengali numerals in the Bengali preview and counter, and saves the text', async () => {
    await signInWithShop();
    apiServer().on('PUT', '/api/admin/v3/sms/templates', ok(template('bn', '{shop}: অর্ডার {code}, মোট {total}')));
    const { user } = renderWithProviders(<SmsTemplateEditor template={template('bn')} shopName="রংধনু" />, {
      locale: 'bn',
    });
    expect(screen.getByTestId('sms-preview').textContent).toContain(
      'রংধনু: আপনার অর্ডার HT-7K2M9QXA পেয়েছি, মোট ৳১,৩১০।',
    );
    expect(screen.getByTestId('sms-counter').textContent).toMatch(/[০-৯]/u);
    const box = screen.getByRole('textbox');
    await user.type(box, '{{shop}: অর্ডার {{code}, মোট {{total}');
    expect(screen.getByTestId('sms-preview').textContent).toBe('রংধনু: অর্ডার HT-7K2M9QXA, মোট ৳১,৩১০');
    await user.click(screen.getByRole('button', { name: /সেভ|সংরক্ষণ/u }));
    await waitFor(() => expect(apiServer().requests.some((request) => request.method === 'PUT')).toBe(true));
    const call = apiServer().requests.find((request) => request.method === 'PUT')!;
    expect(call.json).toEqual({ event: 'order_placed', language: 'bn', text: '{shop}: অর্ডার {code}, মোট {total}' });
  });

  it("puts the server's refusal under the field", async () => {
    await signInWithShop();
    apiServer().on(
      'PUT',
      '/api/admin/v3/sms/templates',
      fail(422, 'The given data was invalid.', { text: ['validation.max_length'] }),
    );
    const { user } = renderWithProviders(<SmsTemplateEditor template={template('en')} shopName="Shop" />);
    await user.type(screen.getByRole('textbox', { name: /English/u }), '{{shop}: Hello {{code}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/at most|too long/iu)).toBeTruthy();
  });

  it('says why a phishing text is refused, in English and in Bengali, and does not let it be saved', async () => {
    await signInWithShop();
    const phishing = 'bKash bonus! call 01999999999 or visit evil.example {{code}';
    const en = renderWithProviders(<SmsTemplateEditor template={template('en')} shopName="Shop" />);
    await en.user.type(screen.getByRole('textbox', { name: /English/u }), phishing);
    expect(screen.getByText(/Keep the shop's name.*No links.*No phone numbers.*No names of bKash/su)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    en.unmount();
    const bn = renderWithProviders(<SmsTemplateEditor template={template('bn')} shopName="রংধনু" />, { locale: 'bn' });
    await bn.user.type(screen.getByRole('textbox'), phishing);
    expect(screen.getByText(/কোনো লিংক দেওয়া যাবে না.*ফোন নম্বর.*বিকাশ, নগদ, রকেট/su)).toBeTruthy();
  });
});
