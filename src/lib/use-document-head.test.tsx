import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import nnCommon from '../../locales/nn/common.json';
import { useDocumentHead } from './use-document-head';

afterEach(cleanup);

function Page({ description }: { description?: string }) {
  useDocumentHead({ title: 'Side', ...(description ? { description } : {}) });
  return null;
}

const meta = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

describe('useDocumentHead', () => {
  it("gives a page without a description the shop's in its language, never the page before's", () => {
    const i18n = createI18n('nn');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Page description="Ein produktomtale." />
      </I18nextProvider>,
    );
    expect(meta()?.content).toBe('Ein produktomtale.');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Page />
      </I18nextProvider>,
    );
    expect(meta()?.content).toBe(nnCommon.siteDescription);
    expect(document.title).toBe('Side');
  });
});
