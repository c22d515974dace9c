import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Spinner } from '@haat/ui/spinner';
import { errorText } from '../lib/error-text.ts';

export interface QueryStateProps<TData> {
  query: UseQueryResult<TData>;
  children: (data: TData) => ReactNode;
  /** Shown while loading instead of the spinner (e.g. skeletons). */
  loading?: ReactNode;
}

/** A query's three states: loading, failed (with Try Again) and loaded. */
export function QueryState<TData>({ query, children, loading }: QueryStateProps<TData>) {
  const { i18n } = useLingui();
  if (query.isPending) return loading ?? <Spinner />;
  if (query.isError) {
    const offline = isApiError(query.error) && (query.error.kind === 'network' || query.error.kind === 'timeout');
    return (
      <ErrorPanel
        layout="inline"
        headingLevel={2}
        variant={offline ? 'no-internet' : 'generic'}
        message={errorText(i18n, query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
