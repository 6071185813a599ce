import { createContext, type ReactNode } from 'react';

export interface ProductCardActionProps {
  productId: number;
  productName: string;
}

/**
 * A control the shop puts on every product card's image (the favourites heart). The app
 * provides it, so cards carry it wherever they are shown without the catalogue importing
 * another feature; without a provider a card has none.
 */
export const ProductCardActionContext = createContext<
  ((props: ProductCardActionProps) => ReactNode) | null
>(null);
