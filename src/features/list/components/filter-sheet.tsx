import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import './filter-sheet.css';

interface FilterSheetProps {
  isOpen: boolean;
  onClose: () => void;
  /** Products the list has with the filters chosen so far (updated as they change). */
  count: number;
  isPending: boolean;
  children: ReactNode;
}

/** Phones and tablets: the filters in a slide-in panel, closed by "Vis N produkter". */
export function FilterSheet({ isOpen, onClose, count, isPending, children }: FilterSheetProps) {
  const { t } = useTranslation(['listing', 'common']);
  return (
    <Panel
      isOpen={isOpen}
      onClose={onClose}
      title={t('filters.title')}
      closeLabel={t('filters.close')}
      side="right"
    >
      <div className="filter-sheet">
        <div className="filter-sheet__filters">{children}</div>
        <div className="filter-sheet__footer">
          <Button size="l" className="filter-sheet__show" isLoading={isPending} onClick={onClose}>
            {t('filters.showProducts', { count })}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
