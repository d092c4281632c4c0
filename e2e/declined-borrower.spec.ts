import { registerBorrower, settled } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { latestMessageTo } from './support/mailbox';
import { check, signIn, urlOf } from './support/pages';

/** A declined borrower is not shown steps they cannot take (issue 12). */
test(
  'a declined borrower sees what the decline means instead of the step tracker',
  { tag: '@layout' },
  async ({ page, request }) => {
    const borrower = await registerBorrower(request, 'Decline');
    expect(await settled(request, borrower)).toBe('DECLINED');
    await signIn(page, borrower);
    await page.goto(urlOf(borrower));
    await expect(page).toHaveURL(urlOf(borrower, 'error/decline'), { timeout: 20_000 });

    await expect(page.getByText(/^Step \d+ of \d+/)).toHaveCount(0);
    await expect(page.getByText('Link Income Sources')).toHaveCount(0);
    await expect(page.getByText('This application was declined.')).toBeVisible();
    await expect(page.getByText('We’ve also e-mailed you this notice as a PDF')).toBeVisible();
    await check(page, 'declined/notice');
    // Issue 29: the notice reaches the applicant by e-mail, as a PDF they keep.
    const message = await latestMessageTo(request, borrower.email, {
      subjectContains: 'our decision',
    });
    expect(message.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf' }),
    ]);

    await page.goto(`${BASE_PATH}/dashboard`);
    const card = page.getByRole('listitem').filter({ hasText: 'Declined' });
    await expect(card).toContainText('We could not offer you a line of credit on this home.');
    await card.getByRole('link', { name: /Read the notice/ }).click();
    await expect(page).toHaveURL(urlOf(borrower, 'error/decline'), { timeout: 20_000 });
    await page.goto(`${BASE_PATH}/dashboard`);
    await expect(card).toBeVisible();
    await check(page, 'declined/dashboard');
  },
);
