import { BackHomeLink } from '@/features/catalogue/components/back-home-link';
import { isNotFound, readErrorText } from '@/features/catalogue/utils/errors';

type QueryFailureProps = { error: unknown; notFound: string; fallback: string };

/** A failed detail read: the spec's not-found text on a 404, else the error, with a way home. */
export function QueryFailure({ error, notFound, fallback }: QueryFailureProps) {
  return (
    <div className="flex flex-col items-start gap-4 py-12">
      {isNotFound(error) ? (
        <h1 className="text-3xl font-bold">{notFound}</h1>
      ) : (
        <p role="alert" className="text-red-400">
          {readErrorText(error, fallback)}
        </p>
      )}
      <BackHomeLink />
    </div>
  );
}
