import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client';

export interface TapHandlers {
  onStart?: (operation: Operation) => void;
  onResult?: (operation: Operation, result: FetchResult) => void;
  onError?: (operation: Operation, error: unknown) => void;
  /** Once per operation: on completion, error or unsubscribe. */
  onEnd?: (operation: Operation) => void;
}

/** Observes operations passing through the link chain without changing them. */
export function createTapLink(handlers: TapHandlers): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<FetchResult>((observer) => {
        let isDone = false;
        const end = () => {
          if (isDone) return;
          isDone = true;
          handlers.onEnd?.(operation);
        };
        handlers.onStart?.(operation);
        const subscription = forward(operation).subscribe({
          next: (result) => {
            handlers.onResult?.(operation, result);
            observer.next(result);
          },
          error: (error: unknown) => {
            handlers.onError?.(operation, error);
            end();
            observer.error(error);
          },
          complete: () => {
            end();
            observer.complete();
          },
        });
        return () => {
          end();
          subscription.unsubscribe();
        };
      }),
  );
}
