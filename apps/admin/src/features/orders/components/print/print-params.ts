import { printKinds, type PrintKind } from '../../../../lib/paths.ts';

/** The most orders one print view loads (each order is one request, each one page). */
export const PRINT_MAX_ORDERS = 50;

export interface PrintRequest {
  kind: PrintKind;
  /** Distinct positive ids, in the order given, at most PRINT_MAX_ORDERS. */
  orderIds: number[];
}

/** `?kind=invoice|label&orders=1,2,3`: an unknown kind prints invoices, anything but an id is dropped. */
export function parsePrintRequest(params: URLSearchParams): PrintRequest {
  const kindParam = params.get('kind');
  const kind = (printKinds as readonly string[]).includes(kindParam ?? '') ? (kindParam as PrintKind) : 'invoice';
  const ids = (params.get('orders') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,15}$/u.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
  return { kind, orderIds: [...new Set(ids)].slice(0, PRINT_MAX_ORDERS) };
}
