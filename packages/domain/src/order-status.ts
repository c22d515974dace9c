/** Order statuses in lifecycle order (SPEC §4, API.md "Order lifecycle"). */
export const orderStatuses = ['pending', 'accepted', 'processing', 'shipped', 'delivered', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

// ---- badges -------------------------------------------------------------------

export type BadgeTone = 'red' | 'blue' | 'yellow' | 'grey' | 'green';
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
};

/** SPEC §4 badges; an unknown status is shown as-is on grey. `text` is the status id for i18n. */
export function statusBadge(status: string): StatusBadge {
  const known = isOrderStatus(status) ? badgeTones[status] : { tone: 'grey' as const, solid: false };
  return { ...known, text: status };
}

// ---- transitions ------------------------------------------------------------

const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['accepted', 'canceled'],
  accepted: ['processing', 'canceled'],
  processing: ['shipped', 'canceled'],
  shipped: ['delivered'],
  delivered: ['completed'],
  completed: [],
  canceled: [],
};

export function canTransition(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && nextStatuses[from].includes(to);
}

export type OwnerAction = 'accept' | 'process' | 'ship' | 'deliver' | 'complete' | 'cancel';

/** Owner buttons in display order with the status each one sets (API.md "Order lifecycle"). */
export const ownerActionTargets = [
  { action: 'accept', status: 'accepted' },
  { action: 'process', status: 'processing' },
  { action: 'ship', status: 'shipped' },
  { action: 'deliver', status: 'delivered' },
  { action: 'complete', status: 'completed' },
  { action: 'cancel', status: 'canceled' },
] as const satisfies readonly { action: OwnerAction; status: OrderStatus }[];

export type OwnerActionTarget = (typeof ownerActionTargets)[number];

/** The buttons an owner may press on an order in `status`, in button order. */
export function ownerActions(status: string): OwnerActionTarget[] {
  return ownerActionTargets.filter((target) => canTransition(status, target.status));
}

/** Placing an order takes its stock; cancelling it gives the stock back (API.md). */
export function doesCancelRestock(from: string, to: string): boolean {
  return to === 'canceled' && canTransition(from, to);
}

// ---- tabs -------------------------------------------------------------------

export type OrderTab = 'ongoing' | 'completed';
export const orderTabStatuses: Record<OrderTab, readonly OrderStatus[]> = {
  ongoing: ['pending', 'accepted', 'processing', 'shipped'],
  completed: ['delivered', 'completed', 'canceled'],
};

/** Which tab lists an order; an unknown status is still in progress, so ongoing. */
export function tabOf(status: string): OrderTab {
  return orderTabStatuses.completed.some((done) => done === status) ? 'completed' : 'ongoing';
}
