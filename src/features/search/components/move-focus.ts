import type { KeyboardEvent } from 'react';

/** Arrow keys walk the field, suggestions and results of the panel, as in a listbox. */
export function moveFocus(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (!panel || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const items = [
    ...panel.querySelectorAll<HTMLElement>(
      'input[type="search"], .search-panel__body :is(a, button)',
    ),
  ];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const next = items[index + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
