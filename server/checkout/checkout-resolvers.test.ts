import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, key, pickSku } from '../testing/cart-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface CheckoutData {
  cart: { summary: { shipping: { optionId: string; isDefault: boolean; feeIncVat: number } } };
  shippingOptions: {
    id: string;
    isSelected: boolean;
    feeIncVat: number;
    feeIncVatFormatted: string;
    needsPickupPoint: boolean;
    logo: string;
  }[];
  paymentOptions: {
    id: string;
    paymentType: string;
    needsPersonalId: boolean;
    isSelected: boolean;
  }[];
  pickupPoint: { id: string } | null;
}

const FIELDS = `cart { summary { shipping { optionId isDefault feeIncVat } } }
  shippingOptions { id isSelected feeIncVat feeIncVatFormatted needsPickupPoint logo }
  paymentOptions { id paymentType needsPersonalId isSelected }
  pickupPoint { id }`;

const checkout = async (cartId: string) =>
  (
    await app.gql<{ checkout: CheckoutData }>(
      `query C($id: ID!) { checkout(cartId: $id) { ${FIELDS} } }`,
      { id: cartId },
    )
  ).data?.checkout;

describe('checkout', () => {
  it('offers parcel options for ordinary goods and freight for heavy goods', async () => {
    const light = await pickSku(
      app.db,
      's.stock >= 5 AND NOT p.is_heavy AND p.price_inc_vat_ore < 100000',
    );
    const { cart } = await addToCart(app, { skuId: light.skuId, quantity: 1 });
    const options = await checkout(cart?.id ?? '');
    // Nothing chosen yet among three.
    expect(options?.shippingOptions.some((o) => o.isSelected)).toBe(false);
    expect(options?.shippingOptions.map((o) => [o.id, o.feeIncVatFormatted])).toEqual([
      ['posten-pickup', '79,-'],
      ['posten-locker', '79,-'],
      ['bring-home', '149,-'],
    ]);
    expect(options?.shippingOptions[0]?.logo).toBe('/logos/carriers/posten.svg');
    expect(options?.paymentOptions.map((o) => o.paymentType)).toEqual([
      'card',
      'vipps',
      'invoice',
      'instalments',
      'paylater',
    ]);
    expect(options?.paymentOptions.find((o) => o.id === 'invoice')?.needsPersonalId).toBe(true);

    const heavy = await pickSku(
      app.db,
      '(s.stock >= 5 OR s.is_static OR s.oversellable) AND p.is_heavy',
    );
    const { cart: heavyCart } = await addToCart(app, {
      cartId: cart?.id,
      skuId: heavy.skuId,
      quantity: 1,
    });
    // Heavy goods go one way: it is chosen, there is nothing to pick.
    expect(
      (await checkout(heavyCart?.id ?? ''))?.shippingOptions.map((o) => [o.id, o.isSelected]),
    ).toEqual([['schenker-heavy', true]]);
  });

  it('remembers the chosen shipping option and pickup point in the cart summary', async () => {
    const sku = await pickSku(
      app.db,
      's.stock >= 5 AND NOT p.is_heavy AND p.price_inc_vat_ore < 100000',
    );
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const select = (shippingOptionId: string, pickupPointId: string | null) =>
      app.gql<{ selectShippingOption: CheckoutData }>(
        `mutation S($cartId: ID!, $o: ID!, $p: ID, $key: String!) {
           selectShippingOption(cartId: $cartId, shippingOptionId: $o, pickupPointId: $p, idempotencyKey: $key) { ${FIELDS} } }`,
        { cartId: cart?.id, o: shippingOptionId, p: pickupPointId, key: key() },
      );
    const home = (await select('bring-home', null)).data?.selectShippingOption;
    expect(home?.cart.summary.shipping).toEqual({
      optionId: 'bring-home',
      isDefault: false,
      feeIncVat: 149,
    });
    expect(home?.shippingOptions.find((o) => o.isSelected)?.id).toBe('bring-home');
    const pickup = (await select('posten-pickup', 'pickup-5003-2')).data?.selectShippingOption;
    expect(pickup?.pickupPoint?.id).toBe('pickup-5003-2');
    expect((await select('schenker-heavy', null)).errors?.[0]?.extensions?.code).toBe(
      'INVALID_SHIPPING_OPTION',
    );
    expect((await select('posten-pickup', 'pickup-99-1')).errors?.[0]?.extensions?.code).toBe(
      'VALIDATION_FAILED',
    );
    const pay = await app.gql<{ selectPaymentOption: CheckoutData }>(
      `mutation P($cartId: ID!, $key: String!) { selectPaymentOption(cartId: $cartId, paymentOptionId: "vipps", idempotencyKey: $key) { ${FIELDS} } }`,
      { cartId: cart?.id, key: key() },
    );
    expect(pay.data?.selectPaymentOption.paymentOptions.find((o) => o.isSelected)?.id).toBe(
      'vipps',
    );
  });

  it('looks up postcodes and lists the same pickup points for a postcode every time', async () => {
    const lookup = async (zip: string) =>
      (
        await app.gql<{ postcode: { zip: string; isValid: boolean; city: string | null } }>(
          'query P($zip: String!) { postcode(zip: $zip) { zip isValid city } }',
          { zip },
        )
      ).data?.postcode;
    expect(await lookup('0155')).toEqual({ zip: '0155', isValid: true, city: 'Oslo' });
    expect((await lookup('5003'))?.city).toBe('Bergen');
    expect((await lookup('7030'))?.city).toBe('Trondheim');
    expect((await lookup('1364'))?.city).toBe('Fornebu');
    expect(await lookup('abcd')).toEqual({ zip: 'abcd', isValid: false, city: null });
    expect(await lookup('0000')).toEqual({ zip: '0000', isValid: false, city: null });
    const points = async () =>
      (
        await app.gql<{ pickupPoints: { id: string; city: string; distanceMeters: number }[] }>(
          '{ pickupPoints(postcode: "5003") { id city distanceMeters } }',
        )
      ).data?.pickupPoints;
    const first = await points();
    expect(first).toHaveLength(5);
    expect(first?.[0]?.city).toBe('Bergen');
    expect(await points()).toEqual(first);
    const distances = first?.map((p) => p.distanceMeters) ?? [];
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // A shopper tells the points apart by name: five different places, lockers too (three
    // lockers once shared one name).
    for (const postcode of ['0150', '3050', '5003', '7010', '9008'])
      for (const shippingOptionId of ['posten-pickup', 'posten-locker']) {
        const res = await app.gql<{ pickupPoints: { name: string }[] }>(
          'query P($postcode: String!, $o: ID) { pickupPoints(postcode: $postcode, shippingOptionId: $o) { name } }',
          { postcode, o: shippingOptionId },
        );
        const names = res.data?.pickupPoints.map((p) => p.name) ?? [];
        expect(names, `${postcode} ${shippingOptionId}`).toHaveLength(5);
        expect(new Set(names).size, names.join(', ')).toBe(5);
      }
  });

  it("gives the points' opening hours in the shopper's language", async () => {
    const hours = async (o: string, languageId: number) =>
      (
        await app.gql<{ pickupPoints: { openingHours: string }[] }>(
          'query H($o: ID, $l: Int) { pickupPoints(postcode: "5003", shippingOptionId: $o, languageId: $l) { openingHours } }',
          { o, l: languageId },
        )
      ).data?.pickupPoints[0]?.openingHours;
    expect(await hours('posten-locker', 1)).toBe('Døgnåpent');
    expect(await hours('posten-locker', 2)).toBe('Døgnope');
    expect(await hours('posten-pickup', 1)).toBe('Man–fre 07–23, lør 08–22');
    expect(await hours('posten-pickup', 2)).toBe('Mån–fre 07–23, lau 08–22');
  });

  it('lists no pickup points for a postcode the carrier has no place for', async () => {
    const near = async (postcode: string) =>
      (
        await app.gql<{ pickupPoints: { id: string }[] }>(
          'query N($postcode: String!) { pickupPoints(postcode: $postcode) { id } }',
          { postcode },
        )
      ).data?.pickupPoints;
    expect(await near('0000')).toEqual([]);
    expect(await near('9999')).toEqual([]);
    expect(await near('abcd')).toEqual([]);
  });
});
