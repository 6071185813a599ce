import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { SEARCH_RESULTS_OTHER, SEARCH_RESULTS_PHONE } from '@/config/constants';
import { useLocale } from '@/i18n/use-locale';
import { localePath } from '@/lib/links/locale-path';
import type { VehicleFilter } from '@/lib/list-query/list-query';
import { useIsPhone } from '@/lib/use-media-query';
import { searchPath } from '../model/search-path';
import { useRecentSearches, rememberSearch, SUBMITTED_SEARCH } from '../use-recent-searches';
import { useSearch } from '../use-search';
import { useSearchCloseRules } from '../use-search-close-rules';
import { moveFocus } from './move-focus';
import { SearchOutcome } from './search-outcome';
import { SearchStart } from './search-start';
import './search-panel.css';

interface SearchPanelProps {
  id: string;
  onClose: () => void;
  /** Popular searches from the channel configuration, shown while the field is empty. */
  suggestedSearches: readonly string[];
  toggleRef: RefObject<HTMLElement | null>;
  maxLength: number;
  /** The shopper's current vehicle: the parts that fit it come first. */
  rankVehicle: VehicleFilter | null;
  /** What the shopper typed while the panel was loading. */
  initialText?: string;
}

/**
 * The search panel (the spec: closing clears it): mounted while open, so closing clears text and
 * results.
 */
export default function SearchPanel({
  id,
  onClose,
  suggestedSearches,
  toggleRef,
  maxLength,
  rankVehicle,
  initialText = '',
}: SearchPanelProps) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const inputId = useId();
  const hintId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(initialText);
  const search = useSearch(
    text,
    isPhone ? SEARCH_RESULTS_PHONE : SEARCH_RESULTS_OTHER,
    rankVehicle,
  );
  const { recent, remove } = useRecentSearches();
  useSearchCloseRules(panel, toggleRef, onClose);

  // Closing stores the search among the recent ones if it found something, as the spec says.
  const storeOnClose = useEffectEvent(() => {
    if (search.phase === 'results') rememberSearch(search.searched);
  });
  useEffect(() => () => storeOnClose(), []);

  const pick = (value: string) => {
    setText(value);
    search.searchNow(value);
  };

  return (
    <div
      ref={panel}
      id={id}
      className="search-panel"
      role="dialog"
      aria-label={t('title')}
      onKeyDown={(event) => moveFocus(event, panel.current)}
    >
      <form
        role="search"
        className="search-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim())
            void navigate(localePath(searchPath(text), locale), { state: SUBMITTED_SEARCH });
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('label')}
        </label>
        <Icon name="search" size={22} className="search-panel__icon" />
        <input
          id={inputId}
          className="search-panel__input"
          type="search"
          // The shopper opened the search to type: the field takes focus at once.
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          maxLength={maxLength}
          placeholder={t('placeholder')}
          // What a screen reader says of the field: results come below it, the arrows reach
          // them (moveFocus), and the panel's status names how many there are.
          aria-describedby={hintId}
          aria-controls={bodyId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Letters typed while the panel loaded: the caret goes after them.
          onFocus={(event) => {
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
          }}
        />
        <button
          type="button"
          className="search-panel__close"
          aria-label={t('close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </form>
      <p id={hintId} className="visually-hidden">
        {t('keysHint')}
      </p>
      <div id={bodyId} className="search-panel__body">
        {search.phase === 'idle' ? (
          <SearchStart
            recent={recent}
            suggested={suggestedSearches}
            onPick={pick}
            onRemove={remove}
          />
        ) : (
          <SearchOutcome search={search} onPick={pick} />
        )}
      </div>
    </div>
  );
}
