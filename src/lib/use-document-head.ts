import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

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
 * updating it avoids the duplicate that React 19's hoisted <meta> would add. A page without a
 * description of its own gets the shop's, in its language: never the page before's (a product's
 * stayed on the checkout) nor index.html's Bokmål on a Nynorsk page.
 */
export function useDocumentHead({ title, description, noIndex = false }: DocumentHead): void {
  const { t } = useTranslation('common');
  const shown = description || t('siteDescription');
  useEffect(() => {
    document.title = title;
    metaTag('description').content = shown;
    const robots = document.head.querySelector('meta[name="robots"]');
    if (noIndex) metaTag('robots').content = 'noindex';
    else robots?.remove();
  }, [title, shown, noIndex]);
}
