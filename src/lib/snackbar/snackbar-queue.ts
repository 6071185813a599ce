// The one snackbar queue every feature shares: `showSnackbar` from anywhere (a component, an
// effect outside React); the layout's host (components/ui/snackbar.tsx) shows the messages top
// right and hides each after the spec's 5 s. Module state rather than a Redux slice: features may
// not import each other's slices, and a message needs no persistence.

export type SnackbarTone = 'info' | 'success' | 'warning' | 'error';

export interface SnackbarAction {
  label: string;
  onClick: () => void;
}

export interface SnackbarMessage {
  id: number;
  message: string;
  title?: string;
  tone: SnackbarTone;
  action?: SnackbarAction;
  /** How long it stays (ms); the spec's toast time by default. */
  durationMs: number;
}

export type SnackbarInput = Omit<SnackbarMessage, 'id' | 'tone' | 'durationMs'> &
  Partial<Pick<SnackbarMessage, 'tone' | 'durationMs'>>;

/** The spec's toast time. */
export const SNACKBAR_MS = 5000;
/** At most this many at once: the oldest goes when a newer one would push past it. */
export const SNACKBAR_MAX = 3;

type Listener = () => void;
const listeners = new Set<Listener>();
let messages: readonly SnackbarMessage[] = [];
let nextId = 1;

function set(next: readonly SnackbarMessage[]): void {
  messages = next;
  for (const listener of [...listeners]) listener();
}

/** Shows a message; answers its id (for dismissSnackbar). */
export function showSnackbar(input: SnackbarInput): number {
  const id = nextId++;
  const message: SnackbarMessage = { tone: 'info', durationMs: SNACKBAR_MS, ...input, id };
  set([...messages, message].slice(-SNACKBAR_MAX));
  return id;
}

export function dismissSnackbar(id: number): void {
  if (messages.some((message) => message.id === id))
    set(messages.filter((message) => message.id !== id));
}

export function getSnackbars(): readonly SnackbarMessage[] {
  return messages;
}

export function subscribeToSnackbars(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: an empty queue. */
export function resetSnackbarsForTests(): void {
  messages = [];
  listeners.clear();
}
