import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from './icon';
import './pagination.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link for a page; page 1 should drop the query parameter. */
  hrefFor: (page: number) => string;
}

/** Pages to show: first, last, and the current one with a neighbour each side; gaps as null. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((p, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || p - previous === 1) return [p];
    return p - previous === 2 ? [previous + 1, p] : [null, p];
  });
}

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
          <Icon name="chevronLeft" size={18} />
          <span>{t('pagination.previous')}</span>
        </Link>
      ) : null}
      <ol role="list">
        {visiblePages(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                className="pagination__page"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
          <span>{t('pagination.next')}</span>
          <Icon name="chevronRight" size={18} />
        </Link>
      ) : null}
    </nav>
  );
}
