// Sample arguments for the stock alert query in the schema coverage test: one sign-up for a
// sold-out size first, so the count it reads is 1 (a truthy answer).
import type { TestApp } from './test-app.js';

export async function stockAlertCoverageArgs(app: TestApp): Promise<Record<string, string>> {
  const email = 'coverage-alert@example.com';
  const [sku] = await app.db.query<{ id: number }>(
    `SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
      WHERE NOT p.is_package AND s.stock <= 0 AND s.supplier_stock <= 0 AND NOT s.oversellable
        AND NOT s.is_static ORDER BY s.id LIMIT 1`,
  );
  await app.gql(
    `mutation S($email: String!, $skuId: Int) {
       signUpForStockAlert(email: $email, skuId: $skuId, idempotencyKey: "coverage-alert") {
         alreadySignedUp
       }
     }`,
    { email, skuId: sku?.id ?? 0 },
  );
  return { stockAlertTestSignUps: `(email: "${email}")` };
}
