import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Setting {
  type: string;
  vatIncluded: boolean;
  isDefault: boolean;
}

describe('channel configuration: customer types', () => {
  it('offers PERSON with VAT as the default, first, and the business type without VAT', async () => {
    const res = await app.gql<{ channel: { configuration: { customerTypes: Setting[] } } }>(
      '{ channel { configuration { customerTypes { type vatIncluded isDefault } } } }',
    );
    expect(res.errors).toBeUndefined();
    const types = res.data?.channel.configuration.customerTypes ?? [];
    expect(types[0]).toEqual({ type: 'PERSON', vatIncluded: true, isDefault: true });
    expect(types.filter((t) => t.isDefault)).toHaveLength(1);
    expect(types.find((t) => t.type === 'COMPANY')).toEqual({
      type: 'COMPANY',
      vatIncluded: false,
      isDefault: false,
    });
  });

  it('refuses an unknown field of a customer type (nothing but the SDL is answered)', async () => {
    const res = await app.gql('{ channel { configuration { customerTypes { type discount } } } }');
    expect(res.errors?.[0]?.message).toMatch(/discount/);
  });
});
