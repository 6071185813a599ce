// Sample arguments for the newsletter query in the schema coverage test: one sign-up first, so
// the count it reads is 1 (a truthy answer).
import type { TestApp } from './test-app.js';

export async function newsletterCoverageArgs(app: TestApp): Promise<Record<string, string>> {
  const email = 'coverage@example.com';
  await app.gql(
    'mutation S($email: String!) { subscribeToNewsletter(email: $email, idempotencyKey: "coverage-sign-up") }',
    { email },
  );
  return { newsletterTestSignUps: `(email: "${email}")` };
}
