/** Other tabs refetch when this one changes the cart (the spec). */
const CHANNEL_NAME = 'cart';

let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

export function broadcastCartChange(cartId: string | null): void {
  getChannel()?.postMessage({ type: 'cart:change', cartId });
}

/** Shares the sending channel object: a BroadcastChannel never hears its own messages. */
export function listenToCartChanges(onChange: (cartId: string | null) => void): () => void {
  const shared = getChannel();
  if (!shared) return () => undefined;
  const listener = (event: MessageEvent<{ cartId?: string | null }>) => {
    onChange(event.data.cartId ?? null);
  };
  shared.addEventListener('message', listener);
  return () => shared.removeEventListener('message', listener);
}
