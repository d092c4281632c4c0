import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createHoursService } from './hours-service';

const BASE = '/service-operating-hours/external/api/v1/hours';

describe('operating hours routes', () => {
  let ctx: TestContext;
  let clock = new Date('2026-11-23T17:00:00Z'); // Monday 9:00 PT
  const get = (url: string, org?: string) =>
    ctx.app.inject({ url, headers: org ? { 'x-org': org } : {} });

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => clock });
  });
  afterAll(() => ctx.close());

  it.each([
    ['Monday 9:00 PT', '2026-11-23T17:00:00Z', true],
    ['Monday 5:00 PT', '2026-11-23T13:00:00Z', false],
    ['Saturday 12:00 PT', '2026-11-28T20:00:00Z', true],
    ['Thanksgiving 12:00 PT', '2026-11-26T20:00:00Z', false],
  ])('OPS_CHAT openStatus on %s is %s by default', async (_label, instant, open) => {
    clock = new Date(instant);
    const res = await get(`${BASE}/OPS_CHAT/openStatus`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(open);
  });

  it('answers the week with display texts', async () => {
    const res = await get(`${BASE}/OPS_CHAT/week?display=true`);
    expect(res.statusCode).toBe(200);
    const week = res.json();
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({
      weekday: 'MONDAY',
      weekdayValue: 1,
      isOpen: true,
      startTime: '06:00',
      endTime: '18:00',
      display: '6:00 AM - 6:00 PM',
    });
    expect(week[6]).toMatchObject({ weekday: 'SUNDAY', weekdayValue: 7 });
  });

  it('answers the phone department without display texts unless asked', async () => {
    const res = await get(`${BASE}/OPS_PHONE?display=false`);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      weekday: 'MONDAY',
      weekdayValue: 1,
      isOpen: true,
      startTime: '06:00',
      endTime: '17:00',
    });
  });

  it("keeps each organisation's own hours", async () => {
    const service = createHoursService(ctx.deps.database.db, () => clock);
    const closedMonday = (await service.week('CEDARMARK_BANK', 'OPS_CHAT')).map((day) =>
      day.weekdayValue === 1 ? { ...day, isOpen: false } : day,
    );
    await service.setWeek('CEDARMARK_BANK', 'OPS_CHAT', closedMonday, 'test');
    clock = new Date('2026-11-23T17:00:00Z');
    expect((await get(`${BASE}/OPS_CHAT/openStatus`, 'CEDARMARK_BANK')).json()).toBe(false);
    expect((await get(`${BASE}/OPS_CHAT/openStatus`)).json()).toBe(true);
    const week = (await get(`${BASE}/OPS_CHAT/week?display=true`, 'CEDARMARK_BANK')).json();
    expect(week[0]).toMatchObject({ isOpen: false, display: 'Closed' });
  });

  it('refuses an unknown department', async () => {
    const res = await get(`${BASE}/OPS_FAX/openStatus`);
    expect(res.statusCode).toBe(400);
  });
});
