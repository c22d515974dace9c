import {
  CUSTOMER_NOTE_MAX_LENGTH,
  CUSTOMER_TAG_MAX_LENGTH,
  shopCustomerUpdateSchema,
  type ShopCustomerUpdate,
} from '@haat/domain/schemas';
import { checkBody, type FieldProblem, type Limits } from '@haat/i18n/form-errors';

/** Tags as the owner types them: separated by commas, blanks left out. */
export function tagsFromText(text: string): string[] {
  return text
    .split(/[,،]/u)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function tagsToText(tags: readonly string[]): string {
  return tags.join(', ');
}

export type NotesCheck =
  { ok: true; body: ShopCustomerUpdate } | { ok: false; problems: Partial<Record<'note' | 'tags', FieldProblem>> };

/**
 * The note and tags form checked with the API's own schema: the body to send, or a problem per field (a problem of
 * one tag is the tags field's).
 */
export function checkNotes(note: string, tagsText: string): NotesCheck {
  const tags = tagsFromText(tagsText);
  const limits: Record<string, Limits> = { note: { max: CUSTOMER_NOTE_MAX_LENGTH } };
  tags.forEach((_, index) => (limits[`tags.${index}`] = { max: CUSTOMER_TAG_MAX_LENGTH }));
  const result = checkBody(shopCustomerUpdateSchema, { note, tags }, { limits });
  if (result.success) return { ok: true, body: result.body };
  const problems: Partial<Record<'note' | 'tags', FieldProblem>> = {};
  for (const [path, problem] of Object.entries<FieldProblem | undefined>(result.problems)) {
    const field = path.split('.')[0];
    if ((field === 'note' || field === 'tags') && problem !== undefined) problems[field] ??= problem;
  }
  return { ok: false, problems };
}
