import { describe, expect, it } from 'vitest';
import { useAdminStore } from '../stores/admin-store.ts';
import { jwtFor, loadedShop, owner, signInWithShop } from '../test/fixtures.ts';
import { enterAdmin } from './enter-admin.ts';

const entering = (token: string) => new URL(`http://admin.test/admin/rupa-fashion?token=${token}`);

describe('entering the admin', () => {
  it('keeps the loaded shop for the same admin', async () => {
    await signInWithShop();
    enterAdmin(entering(jwtFor(owner)));
    expect((await loadedShop())?.data?.shop.id).toBe(7);
  });

  it('signing in as another shop’s admin drops the loaded shop', async () => {
    await signInWithShop();
    const other = jwtFor({ ...owner, shop_id: 8 });
    enterAdmin(entering(other));
    expect(useAdminStore.getState()).toMatchObject({ token: other, user: { shop_id: 8 } });
    expect(await loadedShop()).toBeUndefined();
  });
});
