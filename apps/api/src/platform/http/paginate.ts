import type { Paginator, PaginationQuery } from '@haat/domain/schemas';

/** A page of rows and the total of all pages (a service's answer to a paginated call). */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The row offset of a page (pages start at 1). */
export function offsetOf(page: PaginationQuery): number {
  return (page.page - 1) * page.per_page;
}

/** `{ data, current_page, per_page, total, last_page }` (docs/product/http-contract.md). */
export function paginator<T>(data: T[], total: number, page: PaginationQuery): Paginator<T> {
  return {
    data,
    current_page: page.page,
    per_page: page.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / page.per_page)),
  };
}
