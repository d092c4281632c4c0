import { borrowerAtOfferSelection } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { OPS_USERS, signInAsOps } from './support/ops';
import { check, expectHeading, signIn, urlOf } from './support/pages';

/** Issue 12, item 12: the session-replay link, tied to the telemetry session (decision 0024). */

test.describe.configure({ timeout: 90_000 });

test(
  "a borrower's visit is linked to the application, and operations replay it",
  { tag: '@layout' },
  async ({ page, request }) => {
    const borrower = await borrowerAtOfferSelection(request, 'Replay', { firstName: 'Robin' });
    await signIn(page, borrower);
    await page.goto(`${BASE_PATH}/`);
    await expect(page.getByRole('link', { name: 'Continue your application' })).toBeVisible();

    // The application's first page links the session's replay to it, once.
    const linked = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/${borrower.uuid}/full-story-link`) &&
        response.request().method() === 'PUT',
    );
    await page.goto(urlOf(borrower));
    await expectHeading(page, 'The loans on your home');
    const applicationPage = new URL(page.url()).pathname;
    const answer = await linked;
    expect(answer.status()).toBe(200);
    const { link, sessionUuid } = (await answer.json()) as { link: string; sessionUuid: string };
    expect(link).toBe(new URL(`${BASE_PATH}/ops/sessions/${sessionUuid}`, page.url()).href);

    await signInAsOps(page, OPS_USERS.agent, `${BASE_PATH}/ops/applications/${borrower.uuid}`);
    await expectHeading(page, 'Application');
    await expect(page.getByText('Robin Replay')).toBeVisible();
    const replays = page.getByRole('region', { name: 'Session replays' });
    await expect(replays.getByRole('listitem')).toHaveCount(1);
    await check(page, 'session-replay/ops-application');

    // By keyboard: the replay is a link like any other.
    await replays.getByRole('link', { name: /^Session of / }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(link);
    await expectHeading(page, 'Session replay');
    await expect(
      page.getByRole('region', { name: 'Applications' }).getByRole('link', {
        name: 'Robin Replay’s application',
      }),
    ).toBeVisible();
    // The borrower's page views, oldest first: the landing page, then the application.
    const timeline = page.getByRole('region', { name: 'What happened' }).getByRole('listitem');
    await expect(timeline.first()).toContainText(`${BASE_PATH}/`);
    await expect(timeline.last()).toContainText(applicationPage);
    await expect(timeline.last()).toContainText('PAGE_VIEW');
    await check(page, 'session-replay/ops-session');
  },
);
