import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  Observable,
  type NormalizedCacheObject,
} from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities';
import { typePolicies } from '@/graphql/type-policies';

type Answer = (variables: Record<string, unknown>) => Record<string, unknown>;

/** An Apollo client whose link answers each operation by name from the given table. */
export function fakeApiClient(
  answers: Record<string, Answer>,
): ApolloClient<NormalizedCacheObject> {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const answer = answers[getOperationName(operation.query) ?? ''];
        if (!answer) {
          observer.error(new Error(`No fake answer for ${operation.operationName}`));
          return;
        }
        observer.next({ data: answer(operation.variables) });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
}
