import { useEffect, useRef, useState } from 'react';
import { useLocale } from '@/i18n/use-locale';
import type { WidgetModel } from '../widget-model';

type Flowbox = Extract<WidgetModel, { type: 'FLOWBOX' }>;

/** What the embed page tells its frame (server/content/flowbox-embed.ts). */
type EmbedMessage =
  { flowbox: 'ready' } | { flowbox: 'failed' } | { flowbox: 'height'; height: number };

/** How long a loaded frame has to say it is the embed page (it says so as its script starts). */
const READY_WAIT_MS = 1500;

export function embedMessage(data: unknown): EmbedMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { flowbox, height } = data as { flowbox?: unknown; height?: unknown };
  if (flowbox === 'ready' || flowbox === 'failed') return { flowbox };
  if (flowbox === 'height' && typeof height === 'number' && Number.isFinite(height) && height >= 0)
    return { flowbox, height: Math.min(height, 10_000) };
  return null;
}

/** The frame's sandbox: scripts and Flowbox's links, never the shop's origin (its storage). */
export const EMBED_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * Flowbox's embed when the widget has a flow key, else nothing. The embed's script runs in the
 * shop's own /embed/flowbox page (server/content/flowbox-embed.ts), framed here and sandboxed
 * (an opaque origin), so Flowbox's code never runs beside the cart and the account nor reads the
 * shop's storage. The frame takes the flow's height as the embed page reports it; when Flowbox
 * cannot load (blocked, offline, down) the widget goes, leaving no empty box.
 */
export function FlowboxWidget({ widget }: { widget: Flowbox }) {
  const locale = useLocale();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  // failed: the embed said Flowbox cannot load (gone for good); unanswered: the frame loaded
  // something that never said it is the embed (an error page: hidden until it does).
  const [state, setState] = useState<'waiting' | 'ready' | 'unanswered' | 'failed'>('waiting');
  const isReady = useRef(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the embed page in this widget's own frame; sandboxed, its origin is opaque.
      if (event.origin !== 'null' || event.source !== frame.current?.contentWindow) return;
      const message = embedMessage(event.data);
      if (message?.flowbox === 'ready') {
        isReady.current = true;
        setState((now) => (now === 'failed' ? now : 'ready'));
      } else if (message?.flowbox === 'failed') setState('failed');
      // An empty flow (Flowbox still drawing) keeps the frame's placeholder height.
      else if (message && message.height > 0) setHeight(message.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The embed page did not load at all (offline, server error): the page in the frame never
  // says it is the embed (a sandboxed frame's document cannot be read to tell).
  const onLoad = () => {
    if (isReady.current) return;
    setTimeout(() => {
      if (!isReady.current) setState((now) => (now === 'waiting' ? 'unanswered' : now));
    }, READY_WAIT_MS);
  };

  if (!widget.flowKey || state === 'failed') return null;
  const src = `/embed/flowbox/${encodeURIComponent(widget.flowKey)}?locale=${locale === 'nn' ? 'nn-NO' : 'nb-NO'}`;
  return (
    <section className="flowbox-widget" hidden={state === 'unanswered'}>
      {widget.heading ? <h2>{widget.heading}</h2> : null}
      <iframe
        ref={frame}
        src={src}
        title={widget.heading ?? 'Flowbox'}
        loading="lazy"
        sandbox={EMBED_SANDBOX}
        onLoad={onLoad}
        style={height === null ? undefined : { height, minHeight: 0 }}
      />
    </section>
  );
}
