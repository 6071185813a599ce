import type { ProductCardFieldsFragment } from '@/graphql/generated/operations';
import type { OfflineProduct } from './offline-index';

/** A whole product card as GetProducts answers it, for the offline search's tests. */
export function card(productId: number, name: string, brand = 'Kimpex'): ProductCardFieldsFragment {
  return {
    productId,
    name,
    alias: name.toLowerCase().replace(/\W+/g, '-'),
    canonicalUrl: `/p/${String(productId)}`,
    brand: { brandId: brand.length, name: brand },
    unitPrice: {
      isDiscounted: false,
      regularPriceIncVatFormatted: '100,00',
      regularPriceExVatFormatted: '80,00',
      sellingPriceIncVatFormatted: '100,00',
      sellingPriceExVatFormatted: '80,00',
      sellingPriceIncVat: 100,
      sellingPriceExVat: 80,
      regularPriceIncVat: 100,
      discountPercentage: 0,
    },
    lowestPriceBeforeDiscount: null,
    images: [],
    stock: {
      inStock: true,
      oversellable: false,
      totalStock: 3,
      supplierStock: 0,
      static: false,
      incoming: null,
      incomingQuantity: 0,
    },
    fitment: [],
  };
}

export function product(productId: number, name: string, brand?: string): OfflineProduct {
  return { card: card(productId, name, brand), category: null, brandUrl: null };
}
