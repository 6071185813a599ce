import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../server/testing/test-app.js';
import { sendAsBrowser } from '../browser-request.js';
import { asBrowser, fitRequests } from './workload.js';

// fitListP95Ms times lists narrowed by a vehicle: its requests must be what the storefront sends
// for such a list, each a first time, and answer only parts that fit the vehicle.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Answer {
  products: { count: number; products: { fitment: { vehicle: string }[] }[] };
}

describe('the vehicle lists of fitListP95Ms', () => {
  it('are distinct storefront list requests narrowed by a vehicle, answered with fitting parts', async () => {
    const requests = await fitRequests(app.url, 30);
    expect(requests.length).toBeGreaterThanOrEqual(20);
    expect(new Set(requests.map((r) => r.key)).size).toBe(requests.length);
    let fitting = 0;
    for (const [i, browser] of asBrowser(app.url, requests).entries()) {
      const filter = requests[i]?.variables.filter as {
        vehicle: { manufacturer: string; model: string };
      };
      expect(filter.vehicle.manufacturer).not.toBe('');
      const answer = (await sendAsBrowser(app.url, browser)) as unknown as Answer;
      const vehicle = `${filter.vehicle.manufacturer} ${filter.vehicle.model}`.toLowerCase();
      for (const product of answer.products.products) {
        // A universal part (no fitment) fits every vehicle.
        if (product.fitment.length > 0)
          expect(product.fitment.map((f) => f.vehicle)).toContain(vehicle);
      }
      fitting += answer.products.count;
    }
    expect(fitting).toBeGreaterThan(0);
  });
});
