import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import type { Params } from 'react-router-dom';
import { apolloReady, getApolloClient } from '@/graphql/apollo-clients';
import { toApiError } from '@/graphql/api-error';
import type { Locale } from '@/i18n/locale';
import { HttpStatusError } from '@/lib/http-status-error';

export interface ScreenLoaderArgs {
  locale: Locale;
  params: Params;
  url: URL;
}

/** Missing page (the spec: 404 'This page could not be found'): the error element shows it. */
export function notFound(): never {
  throw new HttpStatusError(404, 'This page could not be found');
}

/** The locale's Apollo client once its persisted cache has been restored. */
export async function readyClient(locale: Locale): Promise<ApolloClient<NormalizedCacheObject>> {
  await apolloReady(locale);
  return getApolloClient(locale);
}

/** Runs a loader body; API failures become route errors with their status, fallback 500. */
export async function withApiErrors<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof HttpStatusError) throw error;
    const { status, message } = toApiError(error);
    throw new HttpStatusError(status, message);
  }
}
