/**
 * The apps' server state, derived from the endpoint table (decision 140). A query's key is
 * `[the entry's full path, what its answer depends on]`: the call's arguments as sent (`params`, `query`, `headers`)
 * and, where they do not say whose answer it is, a `session`. Every page of a list and every session's copy start
 * with the same path, so a mutation reaches them all by naming the entry: `invalidate(listOrders)`.
 *
 * TanStack Query's core types only: the options fit `useQuery`, `prefetchQuery`, `fetchQuery` and the rest as they are.
 */
import type {
  DataTag,
  InfiniteData,
  InfiniteQueryObserverOptions,
  MutationFunctionContext,
  Query,
  QueryFilters,
  QueryKey,
  QueryObserverOptions,
} from '@tanstack/query-core';
import { fullPath, type AnswerOf, type Base, type CallArgs, type Endpoint } from '@haat/api-contract/endpoint';
import type * as v from 'valibot';
import type { Caller } from './call.ts';

/** An endpoint a query reads: a GET answered with JSON (a file answer is linked to, not read). */
export type QueryEntry = Endpoint & { readonly method: 'get'; readonly file?: never };

/** A list endpoint answered page by page: a paginator as its answer, `page` in its query. */
export type PagedEntry = QueryEntry & { readonly answer: v.GenericSchema<unknown, Paginated> };
interface Paginated {
  current_page: number;
  last_page: number;
}

/**
 * Whose answer it is when the call's arguments do not say: a call made with a session token answers for that
 * session's owner (the storefront keys a customer's calls by their shop, as a customer account belongs to one shop).
 */
export type Session = string | number;

/** The second part of a key: the call's arguments, the session, and `pages` for a list read page by page. */
export interface KeyInput {
  readonly params?: unknown;
  readonly query?: unknown;
  readonly headers?: unknown;
  readonly session?: Session;
  readonly pages?: true;
}

/** A query key whose cached data TanStack Query knows the type of (`getQueryData`, `setQueryData`). */
export type EntryKey<TData> = DataTag<readonly [path: string, input: KeyInput], TData>;

export interface KeyScope {
  /** Whose answer it is, when the arguments do not say (see Session). */
  session?: Session;
}

type Empty = Record<never, never>;

/** The input may be left out when the endpoint needs none; then come the options. */
type InputArgs<E, TOptions> =
  Empty extends CallArgs<E> ? [input?: CallArgs<E>, options?: TOptions] : [input: CallArgs<E>, options?: TOptions];

function keyInput(input: object | undefined, scope: KeyScope | undefined, pages?: true): KeyInput {
  return {
    ...input,
    ...(scope?.session === undefined ? {} : { session: scope.session }),
    ...(pages ? { pages } : {}),
  };
}

/** The key of an entry's query with this input: `keyFor(admin.getOrder, { params: { id: 40 } })`. */
export function keyFor<E extends QueryEntry>(
  entry: E,
  ...[input, scope]: InputArgs<E, KeyScope>
): EntryKey<AnswerOf<E>> {
  return [fullPath(entry), keyInput(input, scope)] as unknown as EntryKey<AnswerOf<E>>;
}

/** The key of a list's pages read one after another (`infiniteQueryOptionsFor`); its input has no `page`. */
export function pagesKeyFor<E extends PagedEntry>(
  entry: E,
  ...[input, scope]: InputArgs<E, KeyScope>
): EntryKey<InfiniteData<AnswerOf<E>, number>> {
  return [fullPath(entry), keyInput(input, scope, true)] as unknown as EntryKey<InfiniteData<AnswerOf<E>, number>>;
}

/** Whether a query key is one of this entry's (any input, any session). */
export function isKeyOf(entry: QueryEntry, key: QueryKey): boolean {
  return key[0] === fullPath(entry);
}

/** The queries of these entries, whatever their input or session: a filter for `invalidateQueries`, `removeQueries`… */
export function queriesOf(...entries: readonly QueryEntry[]): QueryFilters {
  const paths = new Set(entries.map(fullPath));
  return { predicate: (query: Query) => paths.has(query.queryKey[0] as string) };
}

/** The queries answered for a session: for `session` only, or for any session when none is given. */
export function sessionQueries(session?: Session): QueryFilters {
  return {
    predicate: (query: Query) => {
      const input = query.queryKey[1] as KeyInput | undefined;
      return input?.session !== undefined && (session === undefined || input.session === session);
    },
  };
}

/**
 * A mutation's `onSuccess` or `onSettled`: marks every query of these entries stale (those on screen load again) in
 * the query client the mutation ran in, and resolves when they have.
 */
export function invalidate(...entries: readonly QueryEntry[]): MutationCallback {
  return (...args) => {
    const context = args[args.length - 1] as MutationFunctionContext;
    return context.client.invalidateQueries(queriesOf(...entries));
  };
}

/**
 * A callback of any mutation (`onSuccess`, `onError`, `onSettled`) that needs only the mutation's context. Generic, so
 * that it leaves the mutation's own types (its variables) to its `mutationFn`.
 */
export type MutationCallback = <TArgs extends unknown[]>(...args: [...TArgs, MutationFunctionContext]) => Promise<void>;

/** TanStack Query's options of a query (staleTime, retry, placeholderData, enabled…), besides its key and function. */
export type QueryExtras<E> = Omit<
  QueryObserverOptions<AnswerOf<E>, Error, AnswerOf<E>, AnswerOf<E>, EntryKey<AnswerOf<E>>>,
  'queryKey' | 'queryFn' | 'select'
>;

export type EntryQueryOptions<E> = QueryExtras<E> & {
  queryKey: EntryKey<AnswerOf<E>>;
  queryFn: () => Promise<AnswerOf<E>>;
};

export type InfiniteExtras<E> = Omit<
  InfiniteQueryObserverOptions<
    AnswerOf<E>,
    Error,
    InfiniteData<AnswerOf<E>, number>,
    EntryKey<InfiniteData<AnswerOf<E>, number>>,
    number
  >,
  'queryKey' | 'queryFn' | 'select' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>;

export interface EntryInfiniteQueryOptions<E> extends InfiniteExtras<E> {
  queryKey: EntryKey<InfiniteData<AnswerOf<E>, number>>;
  queryFn: (context: { pageParam: number }) => Promise<AnswerOf<E>>;
  initialPageParam: number;
  getNextPageParam: (lastPage: AnswerOf<E>) => number | undefined;
}

export interface Queries<TBase extends Base> {
  /**
   * An entry's query: its key and a function that calls it with the input, with TanStack Query's options and a
   * `session` where the input does not say whose answer it is.
   * `useQuery(queryOptionsFor(admin.listOrders, { query: { tab } }, { placeholderData: keepPreviousData }))`.
   */
  queryOptionsFor: <E extends QueryEntry & { readonly base: TBase }>(
    entry: E,
    ...args: InputArgs<E, QueryExtras<E> & KeyScope>
  ) => EntryQueryOptions<E>;
  /**
   * A list read page after page ("load more"): pages from 1 while the answer's `current_page` is below its
   * `last_page`; the input has no `page`. `useInfiniteQuery(infiniteQueryOptionsFor(shop.listProducts, { query }))`.
   */
  infiniteQueryOptionsFor: <E extends PagedEntry & { readonly base: TBase }>(
    entry: E,
    ...args: InputArgs<E, InfiniteExtras<E> & KeyScope>
  ) => EntryInfiniteQueryOptions<E>;
}

type AnyCall = (entry: Endpoint, args?: object) => Promise<unknown>;

/** The queries of a client's endpoints (each app binds its client once: `lib/api.ts`). */
export function createQueries<TBase extends Base>(client: { call: Caller<TBase> }): Queries<TBase> {
  const call = client.call as unknown as AnyCall;
  return {
    queryOptionsFor: (entry, ...[input, options]) => {
      const { session, ...extras } = options ?? {};
      return {
        ...extras,
        queryKey: keyFor<QueryEntry>(entry, input, { session }),
        queryFn: () => call(entry, input) as Promise<AnswerOf<typeof entry>>,
      } as EntryQueryOptions<typeof entry>;
    },
    infiniteQueryOptionsFor: (entry, ...[input, options]) => {
      const { session, ...extras } = options ?? {};
      const args = (input ?? {}) as { query?: object };
      return {
        ...extras,
        queryKey: pagesKeyFor<PagedEntry>(entry, input, { session }),
        queryFn: ({ pageParam }: { pageParam: number }) =>
          call(entry, { ...args, query: { ...args.query, page: pageParam } }),
        initialPageParam: 1,
        getNextPageParam: (last: Paginated) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
      } as unknown as EntryInfiniteQueryOptions<typeof entry>;
    },
  };
}
