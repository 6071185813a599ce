import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { GetReviewProviderDocument } from '@/graphql/generated/operations';
import { loadReviewProviderScript } from './load-review-provider-script';

/**
 * Loads the configured third-party review provider's script once the shopper has given marketing
 * consent; nothing for the embedded service (the default) or without consent. The consent is
 * passed in by whoever renders this (the header), so the reviews feature needs no consent code.
 */
export function ReviewProviderScript({ hasMarketingConsent }: { hasMarketingConsent: boolean }) {
  const provider = useQuery(GetReviewProviderDocument, {
    skip: !hasMarketingConsent,
    fetchPolicy: 'cache-first',
  }).data?.reviewProvider;
  useEffect(() => {
    if (hasMarketingConsent && provider && provider.name !== 'embedded')
      loadReviewProviderScript(provider);
  }, [hasMarketingConsent, provider]);
  return null;
}
