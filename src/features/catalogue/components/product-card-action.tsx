import { createContext, type ReactNode } from 'react';
import type { FitmentRange } from '@shared/fitment/fitment';

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

/**
 * Whether the part fits the shopper's current vehicle, on cards and the product page: the app
 * provides it from the vehicle selector's state; without a provider nothing is said.
 */
export const ProductFitmentContext = createContext<
  ((fitment: readonly FitmentRange[]) => ReactNode) | null
>(null);
