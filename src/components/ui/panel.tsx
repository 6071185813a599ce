import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icon';
import './panel.css';

interface PanelProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

/**
 * A slide-in content panel on the native modal <dialog>: focus moves in and is kept there,
 * the page behind is inert, and Escape closes it.
 */
export function Panel({ isOpen, onClose, title, closeLabel, side = 'left', children }: PanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      className={`panel panel--${side}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="panel__inner">
        <header className="panel__header">
          <h2 id={titleId} className="panel__title">
            {title}
          </h2>
          <button type="button" className="panel__close" onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </header>
        <div className="panel__body">{children}</div>
      </div>
    </dialog>
  );
}
