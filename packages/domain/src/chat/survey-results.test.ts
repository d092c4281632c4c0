import { describe, expect, it } from 'vitest';
import {
  SURVEY_RESULTS_MESSAGES,
  surveyResultsPeriod,
  zChatSurveyResultsQuery,
} from './survey-results';

describe('survey results filters', () => {
  it.each([
    [{}, {}],
    [{ skill: 'FHEL' }, { skill: 'FHEL' }],
    [
      { from: ' 2026-03-01 ', to: '2026-03-31' },
      { from: '2026-03-01', to: '2026-03-31' },
    ],
    [
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-03-01', to: '2026-03-01' },
    ],
  ])('accepts %j', (query, parsed) => {
    expect(zChatSurveyResultsQuery.parse(query)).toEqual(parsed);
  });

  it.each([
    [{ skill: 'SALES' }, 'skill', undefined],
    [{ from: '03/01/2026' }, 'from', SURVEY_RESULTS_MESSAGES.date],
    [{ to: '2026-02-30' }, 'to', SURVEY_RESULTS_MESSAGES.date],
    [{ from: '2026-04-01', to: '2026-03-31' }, 'to', SURVEY_RESULTS_MESSAGES.order],
  ])('refuses %j on %s', (query, field, message) => {
    const result = zChatSurveyResultsQuery.safeParse(query);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual([field]);
    if (message) expect(issue?.message).toBe(message);
  });

  it.each([
    // Standard time: Pacific midnight is 08:00 UTC; daylight time 07:00 UTC.
    [{}, null, null],
    [{ from: '2026-01-15' }, '2026-01-15T08:00:00.000Z', null],
    [{ to: '2026-07-04' }, null, '2026-07-05T07:00:00.000Z'],
    // The day daylight time begins has 23 hours; the end is the next Pacific midnight.
    [
      { from: '2026-03-08', to: '2026-03-08' },
      '2026-03-08T08:00:00.000Z',
      '2026-03-09T07:00:00.000Z',
    ],
    [
      { from: '2026-12-31', to: '2026-12-31' },
      '2026-12-31T08:00:00.000Z',
      '2027-01-01T08:00:00.000Z',
    ],
  ])('the days %j cover %s to %s', (query, start, end) => {
    const period = surveyResultsPeriod(query);
    expect(period.start?.toISOString() ?? null).toBe(start);
    expect(period.end?.toISOString() ?? null).toBe(end);
  });
});
