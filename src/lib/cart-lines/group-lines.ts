/** A line as the cart, the checkout and the order list it: package parts share a group key. */
interface GroupableLine {
  groupKey?: string | null;
}

/** A plain line, or one package: its parts (one line each) shown and changed as one. */
export type LineGroup<L> =
  { kind: 'item'; line: L } | { kind: 'package'; groupKey: string; parts: readonly [L, ...L[]] };

/**
 * The lines a shopper sees: the parts of a package (lines sharing a `groupKey`) become one
 * package entry where its first part stood; plain lines stay as they are, in order.
 */
export function groupLines<L extends GroupableLine>(lines: readonly L[]): LineGroup<L>[] {
  const groups: LineGroup<L>[] = [];
  const packages = new Map<string, L[]>();
  for (const line of lines) {
    const { groupKey } = line;
    if (!groupKey) {
      groups.push({ kind: 'item', line });
      continue;
    }
    const parts = packages.get(groupKey);
    if (parts) {
      parts.push(line);
      continue;
    }
    const first: [L, ...L[]] = [line];
    packages.set(groupKey, first);
    groups.push({ kind: 'package', groupKey, parts: first });
  }
  return groups;
}

/** A package's price: its parts' line totals added up (raw kroner, as the API gives them). */
export function sumLines<L>(parts: readonly L[], amount: (line: L) => number): number {
  // Whole øre, so 0.1 + 0.2 style float sums never show up as 0,30000000000000004.
  return parts.reduce((sum, line) => sum + Math.round(amount(line) * 100), 0) / 100;
}
