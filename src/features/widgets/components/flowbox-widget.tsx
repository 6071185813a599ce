import { useEffect, useRef, useState } from 'react';
import { useLocale } from '@/i18n/use-locale';
import type { WidgetModel } from '../widget-model';

type Flowbox = Extract<WidgetModel, { type: 'FLOWBOX' }>;

/** What the embed page tells its frame (server/content/flowbox-embed.ts). */
type EmbedMessage = { flowbox: 'failed' } | { flowbox: 'height'; height: number };

function embedMessage(data: unknown): EmbedMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { flowbox, height } = data as { flowbox?: unknown; height?: unknown };
  if (flowbox === 'failed') return { flowbox };
  if (flowbox === 'height' && typeof height === 'number' && Number.isFinite(height) && height >= 0)
    return { flowbox, height: Math.min(height, 10_000) };
  return null;
}

/**
 * Flowbox's embed when the widget has a flow key, else nothing. The embed's script runs in the
 * shop's own /embed/flowbox page (server/content/flowbox-embed.ts), framed here, so the shop's
 * pages keep their script policy: Flowbox's code never runs beside the cart and the account.
 * The frame takes the flow's height as the embed page reports it; when Flowbox cannot load
 * (blocked, offline, down) the widget goes, leaving no empty box.
 */
export function FlowboxWidget({ widget }: { widget: Flowbox }) {
  const locale = useLocale();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the embed page in this widget's own frame, from the shop's origin.
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const message = embedMessage(event.data);
      if (message?.flowbox === 'failed') setFailed(true);
      // An empty flow (Flowbox still drawing) keeps the frame's placeholder height.
      else if (message && message.height > 0) setHeight(message.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The embed page did not load at all (offline, server error): an error page in a frame.
  const onLoad = () => {
    let loaded = false;
    try {
      const doc = frame.current?.contentDocument;
      // A lazy frame's first, empty document is not the embed page's answer.
      if (doc?.URL === 'about:blank') return;
      loaded = doc?.getElementById('flow') != null;
    } catch {
      // a browser's error page is of another origin
    }
    if (!loaded) setFailed(true);
  };

  if (!widget.flowKey || failed) return null;
  const src = `/embed/flowbox/${encodeURIComponent(widget.flowKey)}?locale=${locale === 'nn' ? 'nn-NO' : 'nb-NO'}`;
  return (
    <section className="flowbox-widget">
      {widget.heading ? <h2>{widget.heading}</h2> : null}
      <iframe
        ref={frame}
        src={src}
        title={widget.heading ?? 'Flowbox'}
        loading="lazy"
        onLoad={onLoad}
        style={height === null ? undefined : { height, minHeight: 0 }}
      />
    </section>
  );
}
