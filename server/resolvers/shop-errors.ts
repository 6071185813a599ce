// createGraphQLError (not `new GraphQLError`): yoga only leaves errors of its own graphql
// instance unmasked, and test runners may load a second copy of graphql.
import { createGraphQLError } from 'graphql-yoga';
import { languageOf } from '../i18n/language.js';
import { shopErrorText } from '../i18n/shop-errors.js';
import { ShopError } from '../services/shop-error.js';

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
          extensions: { ...error.details, code: error.code },
        },
      );
    throw error;
  }
}
