// Login, logout and user changes reach every open tab (the spec) on the auth
// BroadcastChannel: `{ type: 'login' | 'logout' | 'user' }`. Each tab then reads the stored
// login again; a login also resets the Apollo caches (customer prices), a logout is cleared by
// features/pwa/clear-personal-data.ts, which listens on the same channel.
import { AUTH_CHANNEL } from '@/config/pwa';
import { clearApolloCaches } from '@/graphql/apollo-clients';
import { authChanged } from './auth-slice';
import { readStoredAuth } from './auth-storage';

export type AuthSignal = 'login' | 'logout' | 'user';

let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(AUTH_CHANNEL);
  return channel;
}

/** Tells the other tabs (and this tab's personal-data listener, a channel of its own). */
export function broadcastAuth(type: AuthSignal): void {
  getChannel()?.postMessage({ type });
}

export function listenForAuthSignals(dispatch: (action: ReturnType<typeof authChanged>) => void) {
  const shared = getChannel();
  if (!shared) return () => undefined;
  const listener = (event: MessageEvent<{ type?: unknown }>) => {
    const type = event.data.type;
    if (type !== 'login' && type !== 'logout' && type !== 'user') return;
    dispatch(authChanged(readStoredAuth()));
    // Cache reset errors are only logged, as the spec says.
    if (type === 'login') clearApolloCaches().catch((error: unknown) => console.warn(error));
  };
  shared.addEventListener('message', listener);
  return () => shared.removeEventListener('message', listener);
}
