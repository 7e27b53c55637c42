import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import './tabs.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

/** The open tab kept in the address (?aba=), so a tab can be linked and survives a reload; the first one has no parameter. */
export function useTabInAddress<Id extends string>(tabs: readonly [TabItem<Id>, ...TabItem<Id>[]]): [Id, (id: Id) => void] {
  const [params, setParams] = useSearchParams();
  const current = (tabs.find((t) => t.id === params.get('aba')) ?? tabs[0]).id;
  const select = (id: Id) => setParams(id === tabs[0].id ? {} : { aba: id }, { replace: true, preventScrollReset: true });
  return [current, select];
}

/**
 * A tab strip and its one panel, after the WAI-ARIA tabs pattern: only the open tab is in the tab
 * order; Left/Right arrows (wrapping), Home and End move to and open a tab. On a narrow screen the
 * strip scrolls and keeps the open tab in view.
 */
export function Tabs<Id extends string>({
  idPrefix,
  label,
  tabs,
  current,
  onSelect,
  className,
  children,
}: {
  /** Unique on the page: tabs are `${idPrefix}-tab-<id>`, the panel `${idPrefix}-panel-<id>`. */
  idPrefix: string;
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<Id>[];
  current: Id;
  onSelect: (id: Id) => void;
  className?: string;
  /** The open tab's panel. */
  children: ReactNode;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  useEffect(() => {
    refs.current.get(current)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === current);
    const n = tabs.length;
    const next = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    const id = tabs[next]!.id;
    onSelect(id);
    refs.current.get(id)?.focus();
  };

  return (
    <>
      <div className={['tabs', className].filter(Boolean).join(' ')} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${t.id}`}
            aria-selected={t.id === current}
            aria-controls={t.id === current ? `${idPrefix}-panel-${t.id}` : undefined}
            tabIndex={t.id === current ? 0 : -1}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section className="tabs__panel" role="tabpanel" id={`${idPrefix}-panel-${current}`} aria-labelledby={`${idPrefix}-tab-${current}`} tabIndex={0}>
        {children}
      </section>
    </>
  );
}
