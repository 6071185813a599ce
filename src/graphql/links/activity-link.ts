import { ApolloLink, Observable } from '@apollo/client';

export interface ActivityListener {
  onStart(): void;
  onEnd(): void;
}

/** Reports every operation's start and end once, for the delayed API-loading indicator. */
export function createActivityLink(listener: ActivityListener): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let done = false;
        const end = () => {
          if (done) return;
          done = true;
          listener.onEnd();
        };
        listener.onStart();
        const subscription = forward(operation).subscribe({
          next: (value) => observer.next(value),
          error: (error: unknown) => {
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
