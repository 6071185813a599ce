// createGraphQLError (not `new GraphQLError`): yoga only leaves errors of its own graphql
// instance unmasked, and test runners may load a second copy of graphql.
import { createGraphQLError } from 'graphql-yoga';
import { languageOf } from '../i18n/language.js';
import { shopErrorText } from '../i18n/shop-errors.js';
import { ShopError } from './shop-error.js';

const retryAfterOf = (details: Record<string, unknown>): number => {
  const seconds = details['retryAfter'];
  return typeof seconds === 'number' ? seconds : 60;
};

/**
 * Runs a resolver body; a ShopError reaches the client with the shopper's text in their language
 * (languageId of the call, Bokmål by default) as the message, extensions.code and its details.
 */
export async function shopCall<T>(work: () => Promise<T>, languageId?: number | null): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ShopError)
      throw createGraphQLError(
        shopErrorText(error.code, error.details, languageOf(languageId), error.message),
        {
          extensions: {
            ...error.details,
            code: error.code,
            // yoga answers with this status and headers (and leaves `http` out of the body).
            ...(error.code === 'RATE_LIMITED' && {
              http: {
                status: 429,
                headers: { 'retry-after': String(retryAfterOf(error.details)) },
              },
            }),
          },
        },
      );
    throw error;
  }
}
