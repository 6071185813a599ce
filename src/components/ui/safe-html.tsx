import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/html/sanitize-html';

/** Simple HTML from the API (descriptions), reduced to the allowed tags before rendering. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
