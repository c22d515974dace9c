import { SLUG_MAX_LENGTH } from '@haat/domain/validators';

/**
 * A slug from a shop name: lower-case Latin letters and digits joined by single hyphens. A name
 * without Latin letters (e.g. all Bengali) gives no suggestion; the owner types one.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/u, '');
}
