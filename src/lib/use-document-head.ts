import { useEffect } from 'react';

interface DocumentHead {
  title: string;
  description?: string;
  /** Keep error and empty pages out of search engines. */
  noIndex?: boolean;
}

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the title and meta description in place. index.html already has a description tag, so
 * updating it avoids the duplicate that React 19's hoisted <meta> would add.
 */
export function useDocumentHead({ title, description, noIndex = false }: DocumentHead): void {
  useEffect(() => {
    document.title = title;
    if (description) metaTag('description').content = description;
    const robots = document.head.querySelector('meta[name="robots"]');
    if (noIndex) metaTag('robots').content = 'noindex';
    else robots?.remove();
  }, [title, description, noIndex]);
}
