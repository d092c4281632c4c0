import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { borrowerAt } from './support/journey-api';
import { expectHeading, PHONE_VIEWPORT, signIn, urlOf } from './support/pages';
import { signingOf } from './support/signing-api';

// Issue 29 item 6: on a phone each closing document reads as text, not as a picture of a page.
test.use({ viewport: PHONE_VIEWPORT });

test.describe('closing documents as text on a phone', () => {
  test.setTimeout(180_000);

  test('the agreement reads as 16 px text that reflows, signing waits for its end, the PDF stays at hand', async ({
    page,
    request,
  }) => {
    const borrower = await borrowerAt(request, 'Reader', 'NOTE_SIGNING');
    await signIn(page, borrower);
    await page.goto(urlOf(borrower, 'signing/intro'));
    await page.getByLabel('I agree to use electronic records and signatures').check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.getByRole('button', { name: 'Continue without sharing' }).click();
    await expectHeading(page, 'Review and sign your documents');

    const documents = (await signingOf(request, borrower)).documents;
    const agreement = documents.find((document) => document.type === 'HELOC_AGREEMENT');
    if (!agreement) throw new Error('no agreement');
    await page.getByRole('button', { name: `Review and sign ${agreement.title}` }).click();
    const review = page.getByRole('dialog');
    const text = review.getByRole('article');
    await expect(
      text.getByRole('heading', {
        level: 3,
        name: 'Home equity line of credit agreement and note',
      }),
    ).toBeVisible();
    await expect(text.getByRole('heading', { level: 4, name: '1. Promise to pay' })).toBeVisible();
    await expect(text).toContainText(borrower.name);
    await expect(text).toContainText(agreement.sha256);

    // Real text at a readable size, within the screen's width.
    const sizes = await text
      .locator('p, li, dd, dt, td, th')
      .evaluateAll((elements) =>
        elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
      );
    expect(sizes.length).toBeGreaterThan(20);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
    const widths = await text.evaluate((element) => ({
      content: element.scrollWidth,
      box: element.clientWidth,
      screen: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.box);
    expect(widths.box).toBeLessThanOrEqual(widths.screen);
    await expectNoAxeViolations(page);

    // Signing waits for the end of the text.
    const sign = review.getByRole('button', { name: 'Sign this document' });
    await expect(sign).toBeDisabled();
    await review.getByTestId('document-end').scrollIntoViewIfNeeded();
    await expect(sign).toBeEnabled();

    // The PDF itself: its pages on request, and the file to download.
    const download = page.waitForEvent('download');
    await review.getByRole('button', { name: /^Download PDF/ }).click();
    expect((await download).suggestedFilename()).toBe(agreement.fileName);
    await review.getByRole('button', { name: 'Show the PDF pages instead' }).click();
    await expect(review.getByRole('img', { name: /page 1$/ })).toBeVisible();
    await review.getByRole('button', { name: 'Show as text instead' }).click();
    await expect(text).toBeVisible();

    // Signed with the hash the text is bound to: the PDF's.
    await review.getByLabel('Your full name').fill(borrower.name);
    await sign.click();
    await expect(review).toBeHidden();
    const signed = (await signingOf(request, borrower)).documents.find(
      (document) => document.uuid === agreement.uuid,
    );
    expect(signed?.status).toBe('SIGNED');
  });
});
