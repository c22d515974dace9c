import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, fail, ok } from '../../../test/api-server.ts';
import { signInWithShop } from '../../../test/fixtures.ts';
import { field } from '../../../test/queries.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeliveryView } from './delivery-view.tsx';

const packages = [
  { id: 1, name: 'ঢাকার ভিতরে', charge: 60, zone: null, places: [] },
  { id: 2, name: 'ঢাকার বাইরে', charge: 120, zone: null, places: [] },
];

describe('DeliveryView', () => {
  it('lists the packages with their charges', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/delivery-packages', ok(packages));
    renderWithProviders(<DeliveryView />);
    const row = await screen.findByTestId('delivery-package-2');
    expect(row.textContent).toContain('ঢাকার বাইরে');
    expect(row.textContent).toContain('৳120');
  });

  it('adds a package', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/delivery-packages', ok([]));
    apiServer().on(
      'POST',
      '/api/admin/v3/delivery-packages',
      ok({ id: 3, name: 'Express', charge: 150, zone: null, places: [] }, 201),
    );
    const { user } = renderWithProviders(<DeliveryView />);
    await user.click((await screen.findAllByRole('button', { name: 'Add package' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New delivery package' });
    await user.type(field('Name'), 'Express');
    await user.type(field('Charge (৳)'), '১৫০');
    await user.type(field('Extra per 500 g (৳)'), '২০');
    await user.click(within(dialog).getByRole('button', { name: 'Add package' }));
    expect(await screen.findByText('Delivery package added')).toBeTruthy();
    expect(apiServer().requests.find((request) => request.method === 'POST')?.json).toEqual({
      name: 'Express',
      charge: 150,
      weight_step: 20,
      zone: null,
      places: [],
    });
  });

  it('shows where each package delivers and changes it (decision 242)', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/delivery-packages', ok([{ ...packages[0]!, zone: 'dhaka_city' }]));
    apiServer().on('PUT', '/api/admin/v3/delivery-packages/1', ok({ ...packages[0]!, zone: 'dhaka_suburbs' }));
    const { user } = renderWithProviders(<DeliveryView />);
    const row = await screen.findByTestId('delivery-package-1');
    expect(row.textContent).toContain('Inside Dhaka city');
    await user.click(within(row).getByRole('button', { name: 'Edit ঢাকার ভিতরে' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit delivery package' });
    const zone = within(dialog).getByLabelText('Delivers to');
    expect((zone as HTMLSelectElement).value).toBe('dhaka_city');
    await user.selectOptions(zone, 'dhaka_suburbs');
    await user.click(within(dialog).getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Delivery package saved')).toBeTruthy();
    expect(apiServer().requests.find((request) => request.method === 'PUT')?.json).toEqual({
      name: 'ঢাকার ভিতরে',
      charge: 60,
      weight_step: null,
      zone: 'dhaka_suburbs',
      places: [],
    });
  });

  it('names districts and areas for a package instead of a zone, and lists them (decision 244)', async () => {
    await signInWithShop();
    const named = { ...packages[0]!, places: [{ district: 'Chattogram', area: null }] };
    apiServer().on('GET', '/api/admin/v3/delivery-packages', ok([named]));
    apiServer().on('PUT', '/api/admin/v3/delivery-packages/1', ok(named));
    const { user } = renderWithProviders(<DeliveryView />);
    const row = await screen.findByTestId('delivery-package-1');
    expect(row.textContent).toContain('Chattogram');
    await user.click(within(row).getByRole('button', { name: 'Edit ঢাকার ভিতরে' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit delivery package' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Delivers to').value).toBe('places');
    await user.selectOptions(within(dialog).getByLabelText('District'), 'Dhaka');
    await user.selectOptions(within(dialog).getByLabelText('Area'), 'Mirpur 10');
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    const list = within(dialog).getByRole('list', { name: 'Places this package delivers to' });
    expect(list.textContent).toContain('Mirpur 10, Dhaka');
    await user.click(within(list).getByRole('button', { name: 'Remove Chattogram' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Delivery package saved')).toBeTruthy();
    expect(apiServer().requests.find((request) => request.method === 'PUT')?.json).toEqual({
      name: 'ঢাকার ভিতরে',
      charge: 60,
      weight_step: null,
      zone: null,
      places: [{ district: 'Dhaka', area: 'Mirpur 10' }],
    });
  });

  it('says “try again later” when a package cannot be added or deleted (docs/product/texts.md)', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/delivery-packages', ok(packages));
    apiServer().on('POST', '/api/admin/v3/delivery-packages', fail(500, 'Server error'));
    apiServer().on('DELETE', '/api/admin/v3/delivery-packages/1', fail(500, 'Server error'));
    const { user } = renderWithProviders(<DeliveryView />);
    await user.click(await screen.findByRole('button', { name: 'Add package' }));
    await user.type(field('Name'), 'Express');
    await user.type(field('Charge (৳)'), '150');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add package' }));
    expect(await screen.findByText('Could not add the shipping package, please try again later')).toBeTruthy();
    expect(field('Name').value).toBe('Express');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete ঢাকার ভিতরে' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this delivery package?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete the shipping package, please try again later')).toBeTruthy();
  });
});
