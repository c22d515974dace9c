import type { Config } from '../../platform/config/env.ts';
import type { Courier } from './courier.ts';
import type { CourierCredentials } from './courier-credentials.ts';
import { createPathao } from './pathao.ts';
import { createRedx } from './redx.ts';
import { createSteadfast } from './steadfast.ts';

/** The adapter for one shop's courier account, at the base URL the configuration names for that courier. */
export function createCourier(credentials: CourierCredentials, config: Pick<Config, 'couriers'>): Courier {
  switch (credentials.courier) {
    case 'steadfast':
      return createSteadfast({
        ...credentials,
        baseUrl: config.couriers.steadfast,
        timeoutMs: config.couriers.timeoutMs,
      });
    case 'pathao':
      return createPathao({ ...credentials, baseUrl: config.couriers.pathao, timeoutMs: config.couriers.timeoutMs });
    case 'redx':
      return createRedx({ ...credentials, baseUrl: config.couriers.redx, timeoutMs: config.couriers.timeoutMs });
  }
}
