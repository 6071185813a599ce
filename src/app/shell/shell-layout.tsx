import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobalMessage } from '../layouts/global-message';
import { WidgetArea } from '@/features/widgets/components/widget-area';
import { FRONT_PAGE_AREA } from '@/features/widgets/front-page-area';
import { useWidgetArea } from '@/features/widgets/use-widget-area';
import { SiteFooter } from '../layouts/site-footer';
import { SiteHeader } from '../layouts/site-header';
import { TopBar } from '../layouts/top-bar';

export type ShellPage = 'start' | 'other';

/**
 * The prerendered app shell (issue 18): the default layout's own header, navigation and footer
 * around the front page's first widget container (its hero banner), or around a loading state where another page will render. The
 * lazy panels and notices are left out: they render nothing until the shopper acts.
 */
export function ShellLayout({ page }: { page: ShellPage }) {
  const { t } = useTranslation('common');
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <GlobalMessage />
      <TopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {page === 'start' ? (
          <ShellPart page="start">
            <FrontPageFirstPaint />
            {/* Where the categories and products come: the footer stays below the fold. */}
            <div className="shell-start__rest" />
          </ShellPart>
        ) : null}
        <ShellPart page="other">
          <div className="shell-pending">
            {/* The Spinner's look without its inline size: the CSP allows no style attribute. */}
            <span
              className="spinner shell-pending__spinner"
              role="status"
              aria-label={t('loading')}
            />
          </div>
        </ShellPart>
      </main>
      <SiteFooter />
    </>
  );
}

/**
 * The front page's first container (its hero banner, the LCP) as the database had it when the
 * shell was rendered (at start and after every publish, never per request): the app renders
 * the same component from the same answer when it takes over, so nothing moves.
 */
function FrontPageFirstPaint() {
  const area = useWidgetArea(FRONT_PAGE_AREA);
  return area ? <WidgetArea area={area} limit={1} productList={NoProducts} /> : null;
}

const NoProducts = () => null;

/** Shown only where the page is `page`: html[data-shell-page] says which (SHELL_CSS). */
function ShellPart({ page, children }: { page: ShellPage; children: ReactNode }) {
  return <div className={`shell-${page}`}>{children}</div>;
}

/**
 * The shell's own rules: which part shows for the page at hand (the worker serves one shell for
 * every address), and where another page's content will come, a loading state tall enough that
 * the footer starts below the fold, as it will when the page has rendered.
 */
export const SHELL_CSS = [
  'html[data-shell-page="start"] .shell-other,html[data-shell-page="other"] .shell-start{display:none}',
  '.shell-pending{display:grid;place-items:center;min-height:100vh}',
  '.shell-pending__spinner{width:48px;height:48px}',
  '.shell-start__rest{min-height:100vh}',
  // A product the worker holds (sw/product-shell.ts): the top of the product page, where the
  // app's page will put it (the breadcrumb's line, then the picture and the name).
  '.shell-product{min-height:100vh}',
  '.shell-product__crumbs{height:1.5em;margin:0 0 var(--space-4)}',
  '.shell-product__top{display:grid;gap:var(--space-5);align-items:start}',
  '.shell-product__gallery{display:grid;gap:var(--space-3)}',
  '.shell-product__thumbs{height:60px}',
  '.shell-product__picture{overflow:hidden;border:1px solid var(--line);border-radius:var(--radius-l);background:#fff}',
  '.shell-product__picture img{display:block;width:100%;height:auto;max-height:min(560px,70vh);object-fit:contain}',
  '.shell-product__summary{display:grid;gap:var(--space-4);align-content:start}',
  '.shell-product__summary>*{margin:0}',
  '.shell-product__brand{color:var(--forest-600);font-size:var(--text-sm);font-weight:700;letter-spacing:.06em;text-transform:uppercase}',
  '.shell-product__name{margin-top:calc(-1*var(--space-3));font-size:var(--text-2xl)}',
  '@media (min-width:1024px){.shell-product__top{grid-template-columns:minmax(0,1.15fr) minmax(0,1fr);gap:var(--space-7)}.shell-product__thumbs{height:76px}}',
].join('\n');
