import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

interface SearchToggleProps {
  isOpen: boolean;
  onToggle: () => void;
  /** The pointer came to the button or it took focus: the panel's code may start loading. */
  onIntent?: () => void;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  className?: string;
}

/** The header's search button; the panel itself loads on first open. */
export function SearchToggle({
  isOpen,
  onToggle,
  onIntent,
  panelId,
  buttonRef,
  className,
}: SearchToggleProps) {
  const { t } = useTranslation('header');
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    // Focus was in the panel that just closed: give it back to the button that opened it.
    if (wasOpen.current && !isOpen && document.activeElement === document.body) {
      buttonRef.current?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen, buttonRef]);
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      onClick={onToggle}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <Icon name={isOpen ? 'close' : 'search'} />
      <span className="header-action__label">{t('search')}</span>
    </button>
  );
}
