import { useId, type ReactNode } from 'react';
import { Icon } from './icon';
import { useModalDialog } from './use-modal-dialog';
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
  const dialog = useModalDialog(isOpen, onClose);
  const titleId = useId();

  return (
    <dialog {...dialog} className={`panel panel--${side}`} aria-labelledby={titleId}>
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
