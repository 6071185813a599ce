import { describe, expect, it } from 'vitest';
import { readReplayAnswer } from './replay-answer';

const read = (response: Response, attempts = 1) =>
  readReplayAnswer(response, { attempts, maxUncoded: 3 });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('readReplayAnswer', () => {
  it('retries what the server could not take now', async () => {
    for (const status of [500, 502, 503, 408, 429])
      expect(await read(new Response('down', { status }))).toEqual({ status: 'retry' });
  });

  it("settles a GraphQL refusal (status 200) with the error's code and values", async () => {
    expect(
      await read(
        json({ data: null, errors: [{ message: 'x', extensions: { code: 'PROMO_EXPIRED' } }] }),
      ),
    ).toEqual({ status: 'refused', code: 'PROMO_EXPIRED', values: { code: 'PROMO_EXPIRED' } });
  });

  it('gives up on an uncoded error after the last attempt', async () => {
    const masked = () => json({ errors: [{ message: 'Unexpected error.' }] });
    expect(await read(masked(), 2)).toEqual({ status: 'retry' });
    expect(await read(masked(), 3)).toEqual({ status: 'refused', code: 'UNKNOWN', values: {} });
  });

  it('applies data and names the cart it answered with', async () => {
    expect(await read(json({ data: { addToCart: { id: 'new-cart' } } }))).toEqual({
      status: 'applied',
      cartId: 'new-cart',
    });
    expect(await read(json({ data: { subscribeToNewsletter: true } }))).toEqual({
      status: 'applied',
      cartId: null,
    });
  });

  it('refuses a 4xx that is not GraphQL instead of retrying it', async () => {
    expect(await read(new Response('<html>', { status: 403 }))).toEqual({
      status: 'refused',
      code: 'UNKNOWN',
      values: { status: 403 },
    });
  });
});
