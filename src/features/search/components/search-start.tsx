import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

interface SearchStartProps {
  recent: readonly string[];
  suggested: readonly string[];
  onPick: (text: string) => void;
  onRemove: (text: string) => void;
}

/** The empty field: the shopper's recent searches and the shop's popular ones. */
export function SearchStart({ recent, suggested, onPick, onRemove }: SearchStartProps) {
  const { t } = useTranslation('search');
  return (
    <>
      {recent.length > 0 ? (
        <section className="search-section" aria-labelledby="search-recent">
          <h3 id="search-recent" className="search-section__title">
            {t('recent')}
          </h3>
          <ul role="list" className="search-recent">
            {recent.map((text) => (
              <li key={text}>
                <button type="button" className="search-recent__pick" onClick={() => onPick(text)}>
                  <Icon name="history" size={18} />
                  {text}
                </button>
                <button
                  type="button"
                  className="search-recent__remove"
                  aria-label={t('removeRecent', { text })}
                  onClick={() => onRemove(text)}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {suggested.length > 0 ? (
        <section className="search-section" aria-labelledby="search-suggested">
          <h3 id="search-suggested" className="search-section__title">
            {t('suggested')}
          </h3>
          <ul role="list" className="search-tags">
            {suggested.map((text) => (
              <li key={text}>
                <button type="button" className="search-tag" onClick={() => onPick(text)}>
                  <Icon name="trend" size={16} />
                  {text}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
