// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkoutChoices } from './checkout-choices';

type Input = Parameters<typeof checkoutChoices>[0];

const payment = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  isSelected: false,
  needsPersonalId: false,
  customerTypes: ['PERSON', 'COMPANY'],
  ...extra,
});

function checkout(over: {
  payments?: ReturnType<typeof payment>[];
  shipping?: { id: string; isSelected: boolean; needsPickupPoint: boolean }[];
  pickupPoint?: { id: string } | null;
  giftCardAmount?: number;
  toPayIncVat?: number;
}): Input {
  return {
    cart: {
      summary: {
        total: { giftCardAmount: over.giftCardAmount ?? 0, toPayIncVat: over.toPayIncVat ?? 500 },
      },
    },
    paymentOptions: over.payments ?? [],
    shippingOptions: over.shipping ?? [],
    pickupPoint: over.pickupPoint ?? null,
  } as unknown as Input;
}

describe('checkoutChoices', () => {
  it('offers the payments of the customer type and asks a person for the id a payment needs', () => {
    const input = checkout({
      payments: [
        payment('card'),
        payment('invoice', { isSelected: true, needsPersonalId: true }),
        payment('b2b', { customerTypes: ['COMPANY'] }),
      ],
    });
    const person = checkoutChoices(input, 'PERSON');
    expect(person.payments.map((p) => p.id)).toEqual(['card', 'invoice']);
    expect(person.payment?.id).toBe('invoice');
    expect(person.personalIdFor?.id).toBe('invoice');
    expect(checkoutChoices(input, 'COMPANY').personalIdFor).toBeNull();
  });

  it('asks no payment when a gift card pays it all', () => {
    const input = checkout({
      payments: [payment('card', { isSelected: true })],
      giftCardAmount: 500,
      toPayIncVat: 0,
    });
    expect(checkoutChoices(input, 'PERSON')).toMatchObject({
      isPaidByGiftCard: true,
      payment: null,
    });
  });

  it('misses a pickup point only when the chosen shipping needs one', () => {
    const shipping = [{ id: 'pickup', isSelected: true, needsPickupPoint: true }];
    expect(checkoutChoices(checkout({ shipping }), 'PERSON').pickupMissing).toBe(true);
    expect(
      checkoutChoices(checkout({ shipping, pickupPoint: { id: 'p1' } }), 'PERSON').pickupMissing,
    ).toBe(false);
    expect(checkoutChoices(checkout({}), 'PERSON')).toMatchObject({
      shipping: null,
      pickupMissing: false,
    });
  });
});
