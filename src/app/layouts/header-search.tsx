import { Suspense, use, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import { SearchToggle } from '@/features/search/components/search-toggle';
import { toVehicleFilter } from '@/features/vehicles/vehicle-filter';
import { selectCurrentVehicle } from '@/features/vehicles/vehicles-slice';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import { useLocale } from '@/i18n/use-locale';
import { usePanel } from './use-panel';
import { lazyRetry } from '@/lib/lazy-retry';

// The panel's code and texts load on first open (or when the pointer comes to the button): the
// start page does not pay for them.
const loadPanel = () => import('@/features/search/components/search-panel');
const SearchPanel = lazyRetry(loadPanel);

/**
 * The header's search toggle and, while open, the search panel, which slides from the top on
 * phones.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const search = usePanel('search');
  const locale = useLocale();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // What the shopper typed before the panel's code had come: the panel starts with it.
  const [typed, setTyped] = useState('');
  const warmUp = () => {
    void loadPanel().catch(() => undefined);
    void namespacesReady(locale, ['search']).catch(() => undefined);
  };
  const toggle = () => {
    setTyped('');
    search.toggle();
  };
  return (
    <>
      <SearchToggle
        className={className}
        isOpen={search.isOpen}
        onToggle={toggle}
        onIntent={warmUp}
        panelId={panelId}
        buttonRef={toggleRef}
      />
      {search.isOpen ? (
        <Suspense fallback={<PendingSearchField value={typed} onChange={setTyped} />}>
          <OpenSearch
            id={panelId}
            onClose={search.close}
            toggleRef={toggleRef}
            initialText={typed}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * While the panel's code is on its way: a field that takes the shopper's first letters (they
 * typed at once, and a click's letters went nowhere for ~0.4 s), out of sight for the moment
 * it is there; the panel opens with them.
 */
function PendingSearchField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('header');
  return (
    <input
      className="visually-hidden"
      type="search"
      aria-label={t('search')}
      // The shopper opened the search to type.
      autoFocus
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface OpenSearchProps {
  id: string;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  initialText: string;
}

function OpenSearch({ id, onClose, toggleRef, initialText }: OpenSearchProps) {
  use(namespacesReady(useLocale(), ['search']));
  const configuration = useChannelConfiguration();
  const vehicle = useAppSelector(selectCurrentVehicle);
  return (
    <SearchPanel
      id={id}
      onClose={onClose}
      toggleRef={toggleRef}
      suggestedSearches={configuration.suggestedSearches}
      maxLength={configuration.searchTextMaxLength}
      rankVehicle={vehicle ? toVehicleFilter(vehicle) : null}
      initialText={initialText}
    />
  );
}
