import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@haat/i18n';
import { ApiError } from '@haat/api-client';
import { apiFieldErrors } from './form-errors.ts';
import { registerAdminCatalogs } from './i18n.ts';
import { validationText } from './validation-text.ts';

registerAdminCatalogs();

describe('validationText', () => {
  it('translates message ids with their values', () => {
    activateLocale('en');
    expect(validationText(i18n, 'validation.max_length', { max: 50 })).toBe('Enter at most 50 characters');
    expect(validationText(i18n, 'validation.url')).toBe('Enter a valid URL, starting with http:// or https://');
  });

  it('fills the limits it knows and says something sensible when a limit is missing', () => {
    activateLocale('en');
    expect(validationText(i18n, 'validation.name_too_long')).toBe('Name must be under 50 characters');
    expect(validationText(i18n, 'validation.max_length')).toBe('This is too long');
    expect(validationText(i18n, 'validation.min_value')).not.toMatch(/[{}]/u);
  });

  it('shows a text that is not a message id as the server wrote it', () => {
    expect(validationText(i18n, 'That slug is reserved')).toBe('That slug is reserved');
  });
});

describe('apiFieldErrors', () => {
  it('turns a 422 answer into translated field messages', () => {
    activateLocale('en');
    const error = new ApiError({
      kind: 'http',
      status: 422,
      message: 'Request failed with status 422',
      errors: { shop_slug: ['validation.slug_invalid'], 'online_shop_settings.gtm': ['validation.gtm_invalid', 'x'] },
      request: 'POST /auth/register',
    });
    const fields = apiFieldErrors(i18n, error);
    expect(Object.keys(fields ?? {})).toEqual(['shop_slug', 'online_shop_settings.gtm']);
    expect(fields?.['online_shop_settings.gtm']).not.toBe('validation.gtm_invalid');
  });

  it('is null for other failures', () => {
    const error = new ApiError({ kind: 'http', status: 500, message: 'x', request: 'GET /' });
    expect(apiFieldErrors(i18n, error)).toBeNull();
    expect(apiFieldErrors(i18n, new Error('x'))).toBeNull();
  });
});
