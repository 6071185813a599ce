import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /** Rendered when the tab is first chosen (a panel may load its texts then). */
  render: () => ReactNode;
}

interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
}

/**
 * The WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and select them.
 * Panels once shown stay mounted (hidden), so switching back keeps their state.
 */
export function Tabs({ label, tabs }: TabsProps) {
  const base = useId();
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([selected]));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    setShown((current) => new Set(current).add(tab.id));
    buttons.current[tabs.indexOf(tab)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {shown.has(tab.id) ? tab.render() : null}
        </div>
      ))}
    </div>
  );
}
