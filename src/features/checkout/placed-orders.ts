// The orders this browser placed, with their tokens: a payment's return names only the order's
// id (its address is a GET that proxies and logs keep), and the confirmation page finds the
// token here. localStorage, not the tab's session: a bank app may bring the shopper back in a
// new tab. A handful of recent orders, for 30 days; nothing else personal.

const KEY = 'atvhuset:placed-orders';
const KEEP = 5;
const DAYS_MS = 30 * 24 * 3600 * 1000;

interface Placed {
  id: string;
  token: string;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(now: number): Placed[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is Placed =>
        typeof (entry as Placed | null)?.id === 'string' &&
        typeof (entry as Placed).token === 'string' &&
        typeof (entry as Placed).at === 'number' &&
        now - (entry as Placed).at < DAYS_MS,
    );
  } catch {
    return [];
  }
}

/** Keeps an order this browser placed (placeOrder's answer), newest first. */
export function rememberPlacedOrder(id: string, token: string, now = Date.now()): void {
  const kept = [{ id, token, at: now }, ...read(now).filter((entry) => entry.id !== id)];
  try {
    storage()?.setItem(KEY, JSON.stringify(kept.slice(0, KEEP)));
  } catch {
    // Full or blocked storage: the confirmation then asks for nothing it cannot show.
  }
}

/** The token of an order this browser placed, or null. */
export function placedOrderToken(id: string, now = Date.now()): string | null {
  return read(now).find((entry) => entry.id === id)?.token ?? null;
}
