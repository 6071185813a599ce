import { Suspense, use, useId, useRef, type RefObject } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import { SearchToggle } from '@/features/search/components/search-toggle';
import { toVehicleFilter } from '@/features/vehicles/vehicle-filter';
import { selectCurrentVehicle } from '@/features/vehicles/vehicles-slice';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import { useLocale } from '@/i18n/use-locale';
import { usePanel } from './use-panel';
import { lazyRetry } from '@/lib/lazy-retry';

// The panel's code and texts load on first open: the start page does not pay for them.
const SearchPanel = lazyRetry(() => import('@/features/search/components/search-panel'));

/**
 * The header's search toggle and, while open, the search panel, which slides from the top on
 * phones.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const search = usePanel('search');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  return (
    <>
      <SearchToggle
        className={className}
        isOpen={search.isOpen}
        onToggle={search.toggle}
        panelId={panelId}
        buttonRef={toggleRef}
      />
      {search.isOpen ? (
        <Suspense fallback={null}>
          <OpenSearch id={panelId} onClose={search.close} toggleRef={toggleRef} />
        </Suspense>
      ) : null}
    </>
  );
}

interface OpenSearchProps {
  id: string;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

function OpenSearch({ id, onClose, toggleRef }: OpenSearchProps) {
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
    />
  );
}
