/**
 * Order statuses in lifecycle order (docs/product/rules.md#order-lifecycle, docs/product/http-contract.md "Order lifecycle"), the two ways an order can
 * stop short last: `canceled` before it left the shop, `returned` after it was shipped (the customer
 * refused it or the courier brought it back; issue 17).
 */
export const orderStatuses = [
  'pending',
  'accepted',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'canceled',
  'returned',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

// ---- badges -------------------------------------------------------------------

export type BadgeTone = 'red' | 'blue' | 'yellow' | 'grey' | 'green' | 'orange';
/** A status badge as semantic tokens; `solid` means filled with white text. */
export interface StatusBadge {
  tone: BadgeTone;
  text: string;
  solid: boolean;
}

const badgeTones: Record<OrderStatus, { tone: BadgeTone; solid: boolean }> = {
  pending: { tone: 'red', solid: true },
  accepted: { tone: 'blue', solid: false },
  processing: { tone: 'yellow', solid: false },
  shipped: { tone: 'grey', solid: false },
  delivered: { tone: 'green', solid: false },
  completed: { tone: 'green', solid: false },
  canceled: { tone: 'red', solid: false },
  // Not red: a return is a failed delivery to look into, not the owner's or the customer's cancel.
  returned: { tone: 'orange', solid: false },
};

/** docs/product/rules.md#order-lifecycle badges; an unknown status is shown as-is on grey. `text` is the status id for i18n. */
export function statusBadge(status: string): StatusBadge {
  const known = isOrderStatus(status) ? badgeTones[status] : { tone: 'grey' as const, solid: false };
  return { ...known, text: status };
}

// ---- transitions ------------------------------------------------------------

const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['accepted', 'canceled'],
  accepted: ['processing', 'canceled'],
  processing: ['shipped', 'canceled'],
  shipped: ['delivered', 'returned'],
  delivered: ['completed'],
  completed: [],
  canceled: [],
  returned: [],
};

export function canTransition(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && nextStatuses[from].includes(to);
}

/**
 * The changes that take an order from `from` to `to` one legal step at a time (a courier reporting a
 * processing order delivered: shipped, then delivered), shortest first; [] when it is there already, null
 * when `to` cannot be reached (it would move the order backwards, or the order has ended).
 */
export function stepsTo(from: string, to: string): OrderStatus[] | null {
  if (from === to) return [];
  if (!isOrderStatus(from) || !isOrderStatus(to)) return null;
  const paths: OrderStatus[][] = [[from]];
  const seen = new Set<OrderStatus>([from]);
  while (paths.length > 0) {
    const path = paths.shift()!;
    for (const next of nextStatuses[path[path.length - 1]!]) {
      if (next === to) return [...path.slice(1), next];
      if (seen.has(next)) continue;
      seen.add(next);
      paths.push([...path, next]);
    }
  }
  return null;
}

export type OwnerAction = 'accept' | 'process' | 'ship' | 'deliver' | 'return' | 'complete' | 'cancel';

/** Owner buttons in display order with the status each one sets (docs/product/http-contract.md "Order lifecycle"). */
export const ownerActionTargets = [
  { action: 'accept', status: 'accepted' },
  { action: 'process', status: 'processing' },
  { action: 'ship', status: 'shipped' },
  { action: 'deliver', status: 'delivered' },
  { action: 'return', status: 'returned' },
  { action: 'complete', status: 'completed' },
  { action: 'cancel', status: 'canceled' },
] as const satisfies readonly { action: OwnerAction; status: OrderStatus }[];

export type OwnerActionTarget = (typeof ownerActionTargets)[number];

/** The buttons an owner may press on an order in `status`, in button order. */
export function ownerActions(status: string): OwnerActionTarget[] {
  return ownerActionTargets.filter((target) => canTransition(status, target.status));
}

/** Whether the owner is asked if the items go back into stock: a returned parcel may come back damaged. */
export function asksRestock(to: string): boolean {
  return to === 'returned';
}

export interface RestockChoice {
  /** The owner's answer for a change that asks it (`asksRestock`); ignored by every other change. */
  restock?: boolean | undefined;
}

/**
 * Whether the legal change `from → to` gives the order's stock back. Placing an order takes its
 * stock; cancelling it always gives it back (docs/product/http-contract.md); a return gives it back only when the owner
 * says so; no other change, and no illegal one, touches stock.
 */
export function doesRestock(from: string, to: string, { restock }: RestockChoice = {}): boolean {
  if (!canTransition(from, to)) return false;
  if (to === 'canceled') return true;
  return asksRestock(to) && restock === true;
}

// ---- tabs -------------------------------------------------------------------

export type OrderTab = 'ongoing' | 'completed';
export const orderTabStatuses: Record<OrderTab, readonly OrderStatus[]> = {
  ongoing: ['pending', 'accepted', 'processing', 'shipped'],
  completed: ['delivered', 'completed', 'canceled', 'returned'],
};

/** Which tab lists an order; an unknown status is still in progress, so ongoing. */
export function tabOf(status: string): OrderTab {
  return orderTabStatuses.completed.some((done) => done === status) ? 'completed' : 'ongoing';
}

// ---- return rate --------------------------------------------------------------

/** The statuses of orders that reached the customer's door: the return rate's denominator. */
export const reachedCustomerStatuses = ['delivered', 'completed', 'returned'] as const satisfies readonly OrderStatus[];

/**
 * returned / (delivered + completed + returned), from counts per status; null while no order got
 * that far (no rate is not a rate of 0). Orders still on the way and canceled ones do not count.
 */
export function returnRate(countsByStatus: Readonly<Record<string, number>>): number | null {
  const reached = reachedCustomerStatuses.reduce((sum, status) => sum + (countsByStatus[status] ?? 0), 0);
  return reached === 0 ? null : (countsByStatus.returned ?? 0) / reached;
}
