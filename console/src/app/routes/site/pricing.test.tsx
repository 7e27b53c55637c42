import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PLANS } from '@piboost/events/business';
import { comparisonRows, planDescription } from '@piboost/events/plan-lines';
import PricingRoute from './pricing';

// The pricing page lists nothing the entitlements table does not deliver (DECISIONS 29): each plan
// card's lines and each row of the comparison are the derived ones, none typed in the page.
const text = (el: Element) => (el.textContent ?? '').replace('em breve', '').trim();

describe('/pricing', () => {
  it('shows exactly the plan lines derived from the entitlements table', () => {
    render(
      <MemoryRouter>
        <PricingRoute />
      </MemoryRouter>,
    );
    for (const plan of PLANS) {
      const card = screen.getByRole('heading', { level: 2, name: plan.name }).closest('article')!;
      const shown = within(card as HTMLElement).getAllByRole('listitem').map(text);
      expect(shown).toEqual(planDescription(plan.id).lines.map((l) => l.text));
    }
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => text(within(r).getByRole('rowheader')))).toEqual(comparisonRows().map((r) => r.label));
  });
});
