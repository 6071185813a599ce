import type { StockFieldsFragment } from '@/graphql/generated/operations';
import { stockState, type StockInput, type StockState } from './stock-state';

export interface SkuModel {
  id: number;
  name: string;
  stock: StockState;
  /** The figures behind the state (what the cart counts; a package works its own out from these). */
  figures: StockInput;
}

export function toSku(sku: { skuId: number; name: string; stock: StockFieldsFragment }): SkuModel {
  return { id: sku.skuId, name: sku.name, stock: stockState(sku.stock, 'sku'), figures: sku.stock };
}
