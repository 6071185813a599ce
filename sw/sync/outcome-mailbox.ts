import { createStore, del, entries, set } from 'idb-keyval';
import {
  SYNC_MESSAGES,
  type SyncIdleMessage,
  type SyncOutcomeMessage,
  type WaitingChange,
} from '../../src/config/offline-sync';

declare let self: ServiceWorkerGlobalScope;

// Outcomes settled while no page was open (Background Sync after the tab closed) wait here
// until a page starts and asks for a replay; then they are posted to it and removed.
const mailbox = createStore('atvhuset-sync-outcomes', 'outcomes');

const windows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

/** Posts an outcome to every open page, or keeps it for the next one. */
export async function deliverOutcome(message: SyncOutcomeMessage): Promise<void> {
  const pages = await windows();
  if (pages.length === 0) {
    await set(message.key, message, mailbox);
    return;
  }
  for (const page of pages) page.postMessage(message);
}

/** Hands the kept outcomes to a page that just started. */
export async function deliverKeptOutcomes(to: Client): Promise<void> {
  for (const [key, message] of await entries<string, SyncOutcomeMessage>(mailbox)) {
    to.postMessage(message);
    await del(key, mailbox);
  }
}

export async function announceIdle(waiting: WaitingChange[]): Promise<void> {
  const message: SyncIdleMessage = {
    type: SYNC_MESSAGES.idle,
    queued: waiting.map((change) => change.key),
    waiting,
  };
  for (const page of await windows()) page.postMessage(message);
}
