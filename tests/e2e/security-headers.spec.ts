import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { localePath, must } from './support/catalogue.js';
import { gql } from './support/lists.js';
import { waitForWorkerControl } from './support/service-worker.js';

// The shop under its own Content Security Policy (server/http/security.ts): a journey from the
// start page to the checkout with the service worker on, and not one CSP violation on the way.
test.use({ serviceWorkers: 'allow' });

/** Every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

/** A product in one size, in stock: added to the cart with one click. */
async function oneSizeProduct(request: APIRequestContext) {
  const { products } = await gql<{
    products: {
      products: {
        canonicalUrl: string;
        isPackage: boolean;
        skus: { stock: { totalStock: number; static: boolean } }[];
      }[];
    };
  }>(
    request,
    'nb',
    `query E2eCspProducts($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        products { canonicalUrl isPackage skus { stock { totalStock static } } }
      }
    }`,
    { filter: { pageSize: 60 } },
  );
  return must(
    products.products.find(
      (p) =>
        !p.isPackage &&
        p.skus.length === 1 &&
        p.skus.every((sku) => sku.stock.totalStock >= 5 && !sku.stock.static),
    ),
    'a product in one size in stock',
  );
}

test('the shop works under its CSP: no inline script, no violation, worker in control', async ({
  page,
  request,
}) => {
  const product = await oneSizeProduct(request);
  const violations = await watchViolations(page);
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("worker-src 'self'");
  // Scripts from this origin, by hash, and the tag manager the e2e server names (GTM_CONTAINER_ID:
  // allowed only when a container is configured, loaded only with consent).
  expect(csp).toMatch(/script-src 'self'( https:\/\/www\.googletagmanager\.com)?(;| 'sha256-)/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response?.headers()['permissions-policy']).toContain('camera=()');

  await waitForWorkerControl(page);
  // A product into the cart, then on to the checkout.
  await page.goto(localePath('nb', product.canonicalUrl));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
  await expect(page.getByRole('button', { name: /^Handlekurv/ })).toHaveAccessibleName(/1 var/);
  await page.goto('/kassen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kassen' })).toBeVisible();
  // A reload comes from the worker's cache under the same policy.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kassen' })).toBeVisible();

  expect(violations).toEqual([]);
  // Every feature the Permissions-Policy header names is one the browser knows.
  expect(policyErrors).toEqual([]);
});
