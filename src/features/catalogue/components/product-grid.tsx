import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ProductCardModel } from '../model/product-card-model';
import { PRIORITY_CARDS } from './card-image';
import { ProductCard } from './product-card';
import './product-grid.css';

interface ProductGridProps {
  products: readonly ProductCardModel[];
  label: string;
  /** Cards in the first row load eagerly. */
  priorityCount?: number;
  onProductOpen?: (product: ProductCardModel) => void;
}

export function ProductGrid({
  products,
  label,
  priorityCount = PRIORITY_CARDS,
  onProductOpen,
}: ProductGridProps) {
  // One handler for the grid's life, calling the latest one given: the memoised cards are not
  // rendered again because the page made a new function.
  const latest = useRef(onProductOpen);
  useLayoutEffect(() => {
    latest.current = onProductOpen;
  });
  const open = useCallback((product: ProductCardModel) => latest.current?.(product), []);
  return (
    <ul role="list" className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            isPriority={index < priorityCount}
            onOpen={onProductOpen ? open : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
