import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** A link value for AppLink ("" is the start page); omitted for the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation('common');
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
      <ol role="list">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {item.to !== undefined && !isCurrent ? (
                <AppLink to={item.to}>{item.label}</AppLink>
              ) : (
                <span aria-current={isCurrent ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
