import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { apiServer, fail } from '../../../test/api-server.ts';
import { errorOf, field } from '../../../test/queries.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

const loginPath = '/api/admin/v3/auth/login';

function renderForm(locale: 'bn' | 'en' = 'en') {
  const signedIn = vi.fn();
  return { ...renderWithProviders(<SignInForm onSignedIn={signedIn} />, { locale }), signedIn };
}

describe('SignInForm', () => {
  it('says what is missing and sends nothing', async () => {
    const { user, signedIn } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOf('Mobile number')).toBe('Mobile number is required');
    expect(errorOf('Password')).toBe('Password is required');
    expect(document.activeElement).toBe(field('Mobile number'));
    expect(apiServer().requests).toHaveLength(0);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('says it in Bengali, with Bengali digits, and the message goes once the field is right', async () => {
    const { user } = renderForm('bn');
    await user.type(field('মোবাইল নম্বর'), '12345');
    await user.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    expect(errorOf('মোবাইল নম্বর')).toBe('মোবাইল নম্বর ঠিক ১১ সংখ্যার হতে হবে');
    expect(errorOf('পাসওয়ার্ড')).toBe('পাসওয়ার্ড দেওয়া আবশ্যক');
    expect(apiServer().requests).toHaveLength(0);
    await user.type(field('পাসওয়ার্ড'), 'secret12');
    expect(errorOf('পাসওয়ার্ড')).toBeNull();
    expect(errorOf('মোবাইল নম্বর')).not.toBeNull();
  });

  it('puts the server’s 422 message under its field and keeps what was typed', async () => {
    apiServer().on('POST', loginPath, fail(422, 'Invalid', { mobile: ['validation.mobile_invalid'] }));
    const { user, signedIn } = renderForm();
    await user.type(field('Mobile number'), '01311000001');
    await user.type(field('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() =>
      expect(errorOf('Mobile number')).toBe('Enter a valid Bangladeshi mobile number (01XXXXXXXXX)'),
    );
    expect(apiServer().requests[0]?.json).toEqual({ mobile: '01311000001', password: 'secret12' });
    expect(document.activeElement).toBe(field('Mobile number'));
    expect(field('Password').value).toBe('secret12');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('says a 422 about no field of the form above the form', async () => {
    apiServer().on('POST', loginPath, fail(422, 'Invalid', { device: ['validation.required'] }));
    const { user } = renderForm();
    await user.type(field('Mobile number'), '01811000001');
    await user.type(field('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(errorOf('Mobile number')).toBeNull();
  });
});
