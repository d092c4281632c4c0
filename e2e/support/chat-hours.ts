import { majorUsHolidayOn, pacificToday, type OperatingHoursDay } from '@openheloc/domain';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { opsAuthorization, OPS_USERS } from './ops';

/** The sandbox lender's live-chat week, as operations edit it. */
const CHAT_WEEK = '/ops/api/v1/hours/organizations/OPENHELOC/OPS_CHAT';
const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7];

/** Major holidays are closed whatever the week says, so chat cannot be opened on one. */
export const holidayToday = (): boolean => majorUsHolidayOn(pacificToday(new Date())) !== null;

async function putWeek(
  request: APIRequestContext,
  authorization: string,
  days: OperatingHoursDay[],
): Promise<void> {
  const response = await request.put(CHAT_WEEK, { headers: { authorization }, data: { days } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Keeps the sandbox lender's live-chat week as it is now; the returned function puts it back. */
export async function keepChatWeek(request: APIRequestContext): Promise<() => Promise<void>> {
  const authorization = await opsAuthorization(request, OPS_USERS.agent);
  const before = await request.get(CHAT_WEEK, { headers: { authorization } });
  expect(before.status()).toBe(200);
  const saved = ((await before.json()) as OperatingHoursDay[]).map(
    ({ weekdayValue, isOpen, startTime, endTime }) => ({
      weekdayValue,
      isOpen,
      startTime,
      endTime,
    }),
  );
  return () => putWeek(request, authorization, saved);
}

/** Whether the sandbox lender's live chat is open now, as the widget asks. */
export async function chatIsOpen(request: APIRequestContext): Promise<boolean> {
  const status = await request.get(
    '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
  );
  return (await status.json()) as boolean;
}

/**
 * Sets live chat open all day, every day, or closed all week, through the operations API the
 * sandbox agent uses; the returned function puts the week back as it was.
 */
export async function setChatHours(
  request: APIRequestContext,
  open: boolean,
): Promise<() => Promise<void>> {
  const restore = await keepChatWeek(request);
  const authorization = await opsAuthorization(request, OPS_USERS.agent);
  await putWeek(
    request,
    authorization,
    WEEK_DAYS.map((weekdayValue) => ({
      weekdayValue,
      isOpen: open,
      startTime: '00:00',
      endTime: '23:59',
    })),
  );
  expect(await chatIsOpen(request)).toBe(open);
  return restore;
}
