import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

interface SearchSuggestionsProps {
  suggestions: readonly string[];
  onPick: (text: string) => void;
}

/** Completions of what the shopper types (and corrections of a typo), from the API. */
export function SearchSuggestions({ suggestions, onPick }: SearchSuggestionsProps) {
  const { t } = useTranslation('search');
  if (suggestions.length === 0) return null;
  return (
    <section className="search-section" aria-labelledby="search-suggestions">
      <h3 id="search-suggestions" className="search-section__title">
        {t('suggestions')}
      </h3>
      <ul role="list" className="search-suggestions">
        {suggestions.map((text) => (
          <li key={text}>
            <button type="button" className="search-suggestion" onClick={() => onPick(text)}>
              <Icon name="search" size={16} />
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
