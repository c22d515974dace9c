import { describe, expect, it } from 'vitest';
import { readJson, readText, storageKeys, writeJson, writeText } from '../../lib/storage.ts';
import { makeCustomer } from '../../test/fixtures.ts';
import { useAuthStore } from './auth.ts';
import { activateShop } from '../shop/shop-session.ts';

const auth = () => useAuthStore.getState();
const customer = makeCustomer();

describe('auth store', () => {
  it('is authenticated only when the shop has both a stored token and customer', () => {
    writeText(storageKeys.customerToken('rongdhonu'), 'tok');
    auth().load('rongdhonu');
    expect(auth().isAuthenticated).toBe(false);
    writeJson(storageKeys.customer('rongdhonu'), customer);
    auth().load('rongdhonu');
    expect(auth()).toMatchObject({ isAuthenticated: true, token: 'tok', user: customer });
    auth().load('shobji-bazar');
    expect(auth().isAuthenticated).toBe(false);
  });

  it('keeps a login under {slug}_customer_token and {slug}_customer, surviving a reload', () => {
    auth().load('rongdhonu');
    auth().login({ token: 'secret', customer });
    expect(readText(storageKeys.customerToken('rongdhonu'))).toBe('secret');
    expect(readJson(storageKeys.customer('rongdhonu'))).toEqual(customer);
    useAuthStore.setState(useAuthStore.getInitialState(), true);
    auth().load('rongdhonu');
    expect(auth().isAuthenticated).toBe(true);
  });

  it('logout removes the token, the customer and current_shop (docs/product/routes.md#shell-states)', () => {
    activateShop('rongdhonu');
    auth().login({ token: 'secret', customer });
    writeText(storageKeys.customerToken('shobji-bazar'), 'other');
    auth().logout();
    expect(readText(storageKeys.customerToken('rongdhonu'))).toBeNull();
    expect(readText(storageKeys.customer('rongdhonu'))).toBeNull();
    expect(readText(storageKeys.currentShop)).toBeNull();
    expect(auth()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(readText(storageKeys.customerToken('shobji-bazar'))).toBe('other');
  });

  it('ignores a stored customer that is not a customer', () => {
    writeText(storageKeys.customerToken('rongdhonu'), 'tok');
    writeJson(storageKeys.customer('rongdhonu'), { name: 'no id' });
    auth().load('rongdhonu');
    expect(auth().isAuthenticated).toBe(false);
  });
});
