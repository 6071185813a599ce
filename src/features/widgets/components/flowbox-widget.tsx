import { useLocale } from '@/i18n/use-locale';
import type { WidgetModel } from '../widget-model';

type Flowbox = Extract<WidgetModel, { type: 'FLOWBOX' }>;

/**
 * Flowbox's embed when the widget has a flow key, else nothing. The embed's script runs in the
 * shop's own /embed/flowbox page (server/content/flowbox-embed.ts), framed here, so the shop's
 * pages keep their script policy: Flowbox's code never runs beside the cart and the account.
 */
export function FlowboxWidget({ widget }: { widget: Flowbox }) {
  const locale = useLocale();
  if (!widget.flowKey) return null;
  const src = `/embed/flowbox/${encodeURIComponent(widget.flowKey)}?locale=${locale === 'nn' ? 'nn-NO' : 'nb-NO'}`;
  return (
    <section className="flowbox-widget">
      {widget.heading ? <h2>{widget.heading}</h2> : null}
      <iframe src={src} title={widget.heading ?? 'Flowbox'} loading="lazy" />
    </section>
  );
}
