import { describe, expect, it } from 'vitest';
import { budgetLine } from './provider-budget-lines';

const budget = {
  orgCode: 'OPENHELOC',
  brandName: 'OpenHELOC',
  callsPerDay: 2000,
  isDefault: true,
  usedToday: 1234,
  waitingApplications: 0,
  resetsAt: '2026-11-28T00:00:00.000Z',
};

describe('budgetLine', () => {
  it.each([
    [0, 'OpenHELOC: 1,234 of 2,000 paid checks used today (UTC), no application waiting.'],
    [1, 'OpenHELOC: 1,234 of 2,000 paid checks used today (UTC), 1 application waiting.'],
    [12, 'OpenHELOC: 1,234 of 2,000 paid checks used today (UTC), 12 applications waiting.'],
  ])('with %i waiting: %s', (waitingApplications, line) => {
    expect(budgetLine({ ...budget, waitingApplications })).toBe(line);
  });
});
