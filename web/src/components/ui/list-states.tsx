import type { ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';

type ListStatesProps = {
  /** The list's read. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** True when the read found nothing. */
  empty: boolean;
  texts: { loading: string; loadError: string; empty: string };
  /** The rows, once there are some. */
  children: ReactNode;
};

/** An admin list before its rows: loading, the error (the server's message when it gave
 * one), or nothing found; then the rows. */
export function ListStates({ query, empty, texts, children }: ListStatesProps) {
  if (query.isPending) return <Spinner label={texts.loading} />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-950 px-4 py-3 text-red-300">
        {getErrorMessage(query.error, texts.loadError)}
      </p>
    );
  }
  if (empty) return <p className="py-8 text-center text-neutral-400">{texts.empty}</p>;
  return children;
}
