import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { OfflinePage } from '@/features/pwa/offline-page';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';
import { HttpStatusError } from '@/lib/http-status-error';
import { ErrorPage } from '@/routes/error-page';
import { NotFoundPage } from '@/routes/not-found-page';
import { ErrorFallback } from './error-fallback';

/** Route errors use their status, fallback 500; 404 shows the 404 page (as the spec says). */
export function RouteError() {
  const error = useRouteError();
  const status = statusOf(error);

  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
    else if (status >= 500 && navigator.onLine) console.error(error);
  }, [error, status]);

  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      {status === 404 ? (
        <NotFoundPage />
      ) : status >= 500 && !navigator.onLine ? (
        // A page never visited, opened offline: its data could not be fetched (issue 5).
        <OfflinePage />
      ) : (
        <ErrorPage status={status} />
      )}
    </ErrorBoundary>
  );
}

function statusOf(error: unknown): number {
  if (error instanceof HttpStatusError) return error.status;
  // react-router's own errors, e.g. a 405 for an unsupported method.
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}
