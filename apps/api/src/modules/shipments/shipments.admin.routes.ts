import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { deleteCourierAccount, listCourierAccounts, saveCourierAccount } from './courier-accounts.service.ts';
import { listCourierPlaces } from './courier-places.service.ts';
import { bookMany, bookOne } from './shipments.booking.service.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's courier accounts and booking its orders with them. */
export const shipmentsAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listCourierAccounts, async (c) =>
    ok(c, await listCourierAccounts(c.get('db'), c.get('config'), c.get('admin').shopId)),
  )
  .endpoint(adminEndpoints.saveCourierAccount, async (c) => {
    const saved = await saveCourierAccount(
      c.get('db'),
      c.get('config'),
      c.get('admin').shopId,
      c.req.valid('param').courier,
      c.req.valid('json'),
    );
    return ok(c, saved, 'Courier connected');
  })
  .endpoint(adminEndpoints.deleteCourierAccount, async (c) => {
    await deleteCourierAccount(c.get('db'), c.get('admin').shopId, c.req.valid('param').courier);
    return ok(c, null, 'Courier disconnected');
  })
  .endpoint(adminEndpoints.listCourierPlaces, async (c) =>
    ok(
      c,
      await listCourierPlaces(
        c.get('db'),
        c.get('config'),
        c.get('admin').shopId,
        c.req.valid('param').courier,
        c.req.valid('query'),
      ),
    ),
  )
  .endpoint(adminEndpoints.bookShipment, async (c) => {
    const { courier, location } = c.req.valid('json');
    const shipment = await bookOne(c.var, c.get('admin').shopId, courier, c.req.valid('param').id, location);
    return created(c, shipment, 'Booking with the courier');
  })
  .endpoint(adminEndpoints.bookShipments, async (c) => {
    const { courier, order_ids } = c.req.valid('json');
    return ok(c, await bookMany(c.var, c.get('admin').shopId, courier, order_ids), 'Booking with the courier');
  });
