import { ApolloProvider } from '@apollo/client';
import { use, useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getApolloClient } from '@/graphql/apollo-clients';
import { getI18n, hasLocaleTexts, localeTextsReady } from '@/i18n/i18n-instances';
import type { Locale } from '@/i18n/locale';

/**
 * Translations, API client (one cache per language) and <html lang> for one locale. The root
 * route's loader has loaded the language's texts before anything renders; an error element (the
 * root loader failed) or a test waits for them here instead.
 */
export function LocaleProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  if (!hasLocaleTexts(locale)) use(localeTextsReady(locale));
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nextProvider i18n={getI18n(locale)}>
      <ApolloProvider client={getApolloClient(locale)}>{children}</ApolloProvider>
    </I18nextProvider>
  );
}
