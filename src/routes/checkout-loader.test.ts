import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from '@/features/checkout/checkout-draft';
import { checkoutReturnLoader } from './checkout-loader';

const args = (path: string) => ({
  locale: 'nb' as const,
  params: {},
  url: new URL(`https://atv-huset.no${path}`),
});

afterEach(clearDraft);

describe('the payment return pages', () => {
  it('send a shopper who checked out in Nynorsk on to the /nn page, query kept', async () => {
    writeDraft({ ...readDraft(), locale: 'nn' });
    const answer = await checkoutReturnLoader(args('/checkout/klarna-fail?reason=declined'));
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe('/nn/checkout/klarna-fail?reason=declined');
  });

  it('keep the order id and token in the fragment when they send on', async () => {
    writeDraft({ ...readDraft(), locale: 'nn' });
    window.history.replaceState(null, '', '/checkout/confirm#order=o1&token=t1');
    const answer = await checkoutReturnLoader(args('/checkout/confirm'));
    expect(answer?.headers.get('Location')).toBe('/nn/checkout/confirm#order=o1&token=t1');
    window.history.replaceState(null, '', '/');
  });

  it('stay in Bokmål otherwise', async () => {
    writeDraft({ ...readDraft(), locale: 'nb' });
    expect(await checkoutReturnLoader(args('/checkout/confirm'))).toBeNull();
    clearDraft();
    expect(await checkoutReturnLoader(args('/checkout/confirm'))).toBeNull();
  });
});
