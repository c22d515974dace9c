import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { shopSchema, shopSettingsBodySchema } from '@haat/domain/schemas';
import { shop } from '../../test/fixtures.ts';
import { settingsValuesToBody, shopToSettingsValues } from './settings-form-values.ts';

const loaded = v.parse(shopSchema, shop);

describe('settings form values', () => {
  it('round-trips a shop into a body the API schema accepts', () => {
    const body = settingsValuesToBody(shopToSettingsValues(loaded), loaded.public);
    const parsed = v.parse(shopSettingsBodySchema, body);
    expect(parsed).toMatchObject({ name: 'Rupa Fashion', address: 'Mirpur 10, Dhaka', public: true, facebook: null });
  });

  it('drops the contact of a chat channel that is not chosen', () => {
    const loadedValues = shopToSettingsValues(loaded);
    const values = {
      ...loadedValues,
      online_shop_settings: {
        ...loadedValues.online_shop_settings,
        default_chat_channel: 'whatsapp' as const,
        whatsapp_chat: '01712345678',
        facebook_chat: 'rupafashion',
      },
    };
    expect(settingsValuesToBody(values, true).online_shop_settings).toMatchObject({
      default_chat_channel: 'whatsapp',
      whatsapp_chat: '01712345678',
      facebook_chat: null,
    });
  });

  it('lets the schema refuse a social link that is not a URL and an invalid GTM id, by field path', () => {
    const loadedValues = shopToSettingsValues(loaded);
    const values = {
      ...loadedValues,
      facebook: 'facebook page',
      online_shop_settings: { ...loadedValues.online_shop_settings, gtm: 'GTM-!' },
    };
    const result = v.safeParse(shopSettingsBodySchema, settingsValuesToBody(values, false));
    const fields = Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
    expect(fields).toEqual({ facebook: 'validation.url', 'online_shop_settings.gtm': 'validation.gtm_invalid' });
  });
});
