import { SURVEY_RESULTS_MESSAGES } from '@openheloc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { consoleFor, opsTokenFor, TEST_AGENT } from './test-support/agents';

const SURVEYS = '/ops/api/v1/chat/surveys';

describe('satisfaction survey results for operations', () => {
  let ctx: TestContext;
  let clock = new Date('2026-11-23T18:00:00Z');
  let agent: string;
  let cedarmarkAgent: string;
  let underwriter: string;

  /** A chat an agent joined, its survey answered at `answeredAt`. */
  const answeredChat = async (
    answeredAt: string,
    skill: string,
    answers: { satisfaction: number; resolved: 'YES' | 'NO'; comments?: string },
  ) => {
    clock = new Date(answeredAt);
    const chat = (
      await ctx.app.inject({
        method: 'POST',
        url: '/service-csp/external/api/v1/twilio/initWebChat',
        payload: { friendlyName: `Ana ${skill}`, emailAddress: 'ana@example.com', skill },
      })
    ).json<{ omniProxyChannelId: string; token: string }>();
    await consoleFor(ctx).claim(TEST_AGENT, chat.omniProxyChannelId);
    const { contactId } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/service-csp/external/api/v1/twilio/web-chat-info',
        payload: { omniProxyChannelId: chat.omniProxyChannelId },
      })
    ).json<{ contactId: string }>();
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/service-csp/external/api/v1/survey/${contactId}`,
      headers: { authorization: `Bearer ${chat.token}` },
      payload: answers,
    });
    expect(answered.statusCode).toBe(200);
    return contactId;
  };
  const list = (token: string, query = '') =>
    ctx.app.inject({ url: `${SURVEYS}${query}`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => clock });
    agent = await opsTokenFor(ctx, { email: 'a@example.test', name: 'A', roles: ['CHAT_AGENT'] });
    cedarmarkAgent = await opsTokenFor(ctx, {
      email: 'c@example.test',
      name: 'C',
      roles: ['CHAT_AGENT'],
      orgCodes: ['CEDARMARK_BANK'],
    });
    underwriter = await opsTokenFor(ctx, {
      email: 'u@example.test',
      name: 'U',
      roles: ['UNDERWRITER'],
    });
  });
  afterAll(() => ctx.close());

  it('lists answers newest first with averages, filtered by skill and Pacific days', async () => {
    const empty = (await list(agent)).json();
    expect(empty).toEqual({
      results: [],
      summary: { count: 0, averageSatisfaction: null, resolvedPercent: null },
    });

    // 23:30 on 1 November in California is already 2 November in UTC.
    const lateFirst = await answeredChat('2026-11-02T07:30:00Z', 'FHEL', {
      satisfaction: 5,
      resolved: 'YES',
      comments: 'Quick and clear.',
    });
    const second = await answeredChat('2026-11-02T18:00:00Z', 'FHEL', {
      satisfaction: 2,
      resolved: 'NO',
    });
    const crypto = await answeredChat('2026-11-03T18:00:00Z', 'CLOC_HELOC', {
      satisfaction: 4,
      resolved: 'YES',
    });

    const all = (await list(agent)).json();
    expect(all.results.map((row: { contactId: string }) => row.contactId)).toEqual([
      crypto,
      second,
      lateFirst,
    ]);
    expect(all.results[2]).toMatchObject({
      skill: 'FHEL',
      orgCode: 'OPENHELOC',
      customerName: 'Ana FHEL',
      agentName: 'Avery Agent',
      satisfaction: 5,
      resolved: true,
      comments: 'Quick and clear.',
      answeredAt: '2026-11-02T07:30:00.000Z',
    });
    expect(all.summary).toEqual({ count: 3, averageSatisfaction: 3.7, resolvedPercent: 67 });

    const fhel = (await list(agent, '?skill=FHEL')).json();
    expect(fhel.summary).toEqual({ count: 2, averageSatisfaction: 3.5, resolvedPercent: 50 });

    const firstDay = (await list(agent, '?from=2026-11-01&to=2026-11-01')).json();
    expect(firstDay.results.map((row: { contactId: string }) => row.contactId)).toEqual([
      lateFirst,
    ]);
    const fromSecond = (await list(agent, '?from=2026-11-02')).json();
    expect(fromSecond.summary.count).toBe(2);
  });

  it('shows an agent only the lenders they serve, and only to chat agents and admins', async () => {
    expect((await list(cedarmarkAgent)).json().summary.count).toBe(0);
    expect((await list(underwriter)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: SURVEYS })).statusCode).toBe(401);
  });

  it.each([
    ['?from=11/01/2026', SURVEY_RESULTS_MESSAGES.date],
    ['?to=2026-02-30', SURVEY_RESULTS_MESSAGES.date],
    ['?from=2026-11-03&to=2026-11-02', SURVEY_RESULTS_MESSAGES.order],
  ])('refuses %s with the message', async (query, message) => {
    const res = await list(agent, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toContain(message);
  });
});
