import * as v from 'valibot';

/** The largest id an `integer` column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

type FieldPath = readonly [string | number, ...(string | number)[]];

const issuePath = (path: FieldPath) =>
  path.map((key) => ({ type: 'unknown', origin: 'value', input: undefined, key, value: undefined }) as const) as unknown as [
    v.IssuePathItem,
    ...v.IssuePathItem[],
  ];

/**
 * A pipe step refusing record ids above what PostgreSQL's `integer` holds, at their field paths
 * (`validation.invalid_number`). @haat/domain's id fields accept any safe integer, and a bigger
 * one would reach the database as an out-of-range error (a 500) instead of a 422.
 */
export function recordIdsInRange<T>(idsOf: (value: T) => [FieldPath, number][]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [path, id] of idsOf(dataset.value)) {
      if (id > MAX_RECORD_ID) addIssue({ message: 'validation.invalid_number', path: issuePath(path) });
    }
  });
}
