import { useSyncExternalStore } from 'react';

/** The parts of the Network Information API the shop reads (Chromium; absent elsewhere). */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

export interface ConnectionState {
  online: boolean;
  /** The shopper asked for less data (Save-Data, the browser's data saver). */
  saveData: boolean;
  /** 'slow-2g', '2g', '3g' or '4g' where the browser says; undefined elsewhere. */
  effectiveType: string | undefined;
}

type NavigatorLike = Pick<Navigator, 'onLine'> & { connection?: NetworkInformation };

function currentNavigator(): NavigatorLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

export function readConnection(
  nav: NavigatorLike | undefined = currentNavigator(),
): ConnectionState {
  const connection = nav?.connection;
  return {
    online: nav?.onLine ?? false,
    saveData: connection?.saveData === true,
    effectiveType: connection?.effectiveType,
  };
}

/** 'slow-2g' and '2g' (the spec's "2g"); 3g and 4g are not. */
export function isSlowConnection(effectiveType: string | undefined): boolean {
  return /(^|-)2g$/.test(effectiveType ?? '');
}

/** The spec: no link prefetching on 2g, with data saver on, or offline. */
export function allowsPrefetch(state: ConnectionState): boolean {
  return state.online && !state.saveData && !isSlowConnection(state.effectiveType);
}

function subscribeSaveData(onChange: () => void): () => void {
  const connection = currentNavigator()?.connection;
  connection?.addEventListener('change', onChange);
  return () => connection?.removeEventListener('change', onChange);
}

/** Whether Save-Data is on now; components re-render when the shopper turns it on or off. */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribeSaveData,
    () => readConnection().saveData,
    () => false,
  );
}
