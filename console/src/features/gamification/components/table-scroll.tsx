import type { ReactNode } from 'react';

/** A wide table scrolls sideways on its own; keyboard users can focus the region to scroll it. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
