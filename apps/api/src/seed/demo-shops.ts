/** The demo shops, in the order they are created (and printed). */
import { boighor } from './shops/boighor.ts';
import { puronoDokan } from './shops/purono-dokan.ts';
import { rongdhonu } from './shops/rongdhonu.ts';
import { shobjiBazar } from './shops/shobji-bazar.ts';
import type { DemoShop } from './types.ts';

export const DEMO_SHOPS: readonly DemoShop[] = [rongdhonu, shobjiBazar, boighor, puronoDokan];
