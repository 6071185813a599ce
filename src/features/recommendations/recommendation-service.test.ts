// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recommendationCartItems } from './recommendation-service';

describe('recommendationCartItems', () => {
  it("names each line's product, sku, quantity and unit price with the currency", () => {
    expect(
      recommendationCartItems(
        [
          {
            quantity: 2,
            sku: { skuId: 71 },
            product: { productId: 7, name: 'Vinsj 3500 lbs' },
            unitPrice: { sellingPriceIncVat: 2499 },
          },
        ],
        'NOK',
      ),
    ).toEqual([
      {
        name: 'Vinsj 3500 lbs',
        productId: 7,
        quantity: 2,
        skuId: 71,
        unitPrice: 2499,
        currency: 'NOK',
      },
    ]);
  });
});
