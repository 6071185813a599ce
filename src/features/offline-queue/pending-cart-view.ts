import { quantityAfterChange } from '@shared/validation/quantity';
import type { QueuedChange } from '@/graphql/links/offline-queue-link';

/** A line of the cart as far as pending changes concern it. */
export interface CartLineRef {
  skuId: number;
  groupKey: string | null;
  /** Units, or packages for a package group. */
  quantity: number;
}

export interface PendingLineState {
  /** The quantity once the pending changes are applied; 0 = removed. */
  quantity: number;
}

/** A line that pending adds would create: only its name is known offline. */
export interface PendingNewLine {
  ref: string;
  label: string | null;
  skuId: number | null;
  quantity: number;
}

export interface PendingCartView {
  /** Lines of the cart that pending changes touch, by lineRef. */
  lines: Map<string, PendingLineState>;
  newLines: PendingNewLine[];
  /** The promo code a pending apply would set, or null for a pending remove. */
  promo: { code: string | null } | null;
}

export const lineRef = (line: { skuId: number | null; groupKey?: string | null }): string =>
  line.groupKey ? `group:${line.groupKey}` : `sku:${line.skuId ?? ''}`;

interface Vars {
  skuId?: number;
  quantity?: number;
  expectedQuantity?: number | null;
  code?: string;
  item?: { skuId?: number | null; groupKey?: string | null };
}

/**
 * What the cart will look like once the changes waiting for the network reach the shop, in
 * their order: the optimistic view the cart panel marks "venter på nett". Server data stays in
 * the Apollo cache; this only overlays the shopper's own pending actions.
 */
export function pendingCartView(
  lines: readonly CartLineRef[],
  pending: readonly QueuedChange[],
): PendingCartView {
  const current = new Map(lines.map((line) => [lineRef(line), line.quantity]));
  const touched = new Set<string>();
  const added = new Map<string, PendingNewLine>();
  let promo: PendingCartView['promo'] = null;

  for (const change of pending) {
    if (change.kind !== 'cart') continue;
    const vars = change.variables as Vars;
    const itemRef = vars.item ? lineRef({ skuId: vars.item.skuId ?? null, ...vars.item }) : '';
    switch (change.operationName) {
      case 'AddToCart': {
        const ref = lineRef({ skuId: vars.skuId ?? null });
        const quantity = vars.quantity ?? 0;
        if (current.has(ref) && !added.has(ref)) {
          current.set(ref, (current.get(ref) ?? 0) + quantity);
          touched.add(ref);
        } else {
          const line = added.get(ref);
          if (line) line.quantity += quantity;
          else
            added.set(ref, {
              ref,
              label: change.label ?? null,
              skuId: vars.skuId ?? null,
              quantity,
            });
        }
        break;
      }
      case 'AddPackageToCart':
        added.set(`package:${change.key}`, {
          ref: `package:${change.key}`,
          label: change.label ?? null,
          skuId: null,
          quantity: vars.quantity ?? 1,
        });
        break;
      case 'UpdateCartItemQuantity':
      case 'RemoveCartItem': {
        const now = current.get(itemRef);
        if (now === undefined) break;
        // As the server applies it: the shopper's step on what the line holds (quantityAfterChange).
        const quantity =
          change.operationName === 'RemoveCartItem'
            ? 0
            : quantityAfterChange(now, vars.quantity ?? 0, vars.expectedQuantity);
        current.set(itemRef, quantity);
        touched.add(itemRef);
        break;
      }
      case 'ApplyPromoCode':
        promo = { code: vars.code ?? null };
        break;
      case 'RemovePromoCode':
        promo = { code: null };
        break;
      case 'ResetCart':
        for (const ref of current.keys()) {
          current.set(ref, 0);
          touched.add(ref);
        }
        added.clear();
        promo = { code: null };
        break;
    }
  }

  return {
    lines: new Map([...touched].map((ref) => [ref, { quantity: current.get(ref) ?? 0 }])),
    newLines: [...added.values()].filter((line) => line.quantity > 0),
    promo,
  };
}

/**
 * The header badge (the spec's badge quantity) once the pending changes are applied: plain lines
 * count by quantity, each package group (a pending package add too) counts 1; a removed line counts
 * 0. `lines` are the cart's items (a package group has one per part).
 */
export function pendingBadgeQuantity(lines: readonly CartLineRef[], view: PendingCartView): number {
  const quantities = new Map<string, { isGroup: boolean; quantity: number }>();
  for (const line of lines) {
    const ref = lineRef(line);
    quantities.set(ref, {
      isGroup: line.groupKey !== null,
      quantity: view.lines.get(ref)?.quantity ?? line.quantity,
    });
  }
  for (const line of view.newLines)
    quantities.set(line.ref, { isGroup: line.ref.startsWith('package:'), quantity: line.quantity });
  let count = 0;
  for (const { isGroup, quantity } of quantities.values())
    if (quantity > 0) count += isGroup ? 1 : quantity;
  return count;
}
