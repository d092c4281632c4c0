import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments } from '../../db/schema';
import { useJourneyApp } from '../application/test-support/journey-app';
import { walkJourney } from '../application/test-support/walk-journey';
import { extractedText, pdfFonts, qpdfCheck } from './testing/pdf-tools';

/** A legal name in Latin with diacritics, Vietnamese, Chinese and Korean (Hangul) letters. */
const FIRST = 'Nguyễn Zoë';
const LAST = 'Ångström-王芳-김민준';

// Each of the heavier tests reads every PDF with poppler and qpdf: they get two minutes.
describe('documents for any legal name', () => {
  const journey = useJourneyApp();

  it('prints a name in several scripts exactly, in embedded subset fonts, extractable', async () => {
    const { borrower } = await walkJourney(
      journey,
      { firstName: FIRST, lastName: LAST },
      'NOTE_SIGNING',
    );
    const rows = await journey.workflow.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationUuid, borrower.applicationUuid));
    const generated = rows.filter((row) => row.origin === 'GENERATED');
    expect(generated.length).toBeGreaterThan(8);
    for (const row of generated) {
      const content = row.content!;
      expect(qpdfCheck(content), row.type).toMatchObject({ ok: true });
      const fonts = pdfFonts(content);
      expect(fonts.length, row.type).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font, row.type).toMatchObject({ embedded: true, subset: true, unicode: true });
      }
      expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toContain(
        'NotoSans-Regular',
      );
      if (row.type === 'GLBA_NOTICE') continue;
      const text = extractedText(content);
      expect(text, row.type).toContain(`${FIRST} ${LAST}`);
      expect(text, row.type).not.toContain('?');
      // The Chinese letters are drawn in the CJK face, the Korean ones in the Korean face,
      // only in a file that has them.
      const faces = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));
      expect(faces, row.type).toContain('NotoSansSC-Regular');
      expect(faces, row.type).toContain('NotoSansKR-Regular');
    }
  }, 120_000);

  it('embeds no CJK face in the documents of a name without such letters', async () => {
    const { borrower } = await walkJourney(journey, { lastName: 'Okafor' }, 'NOTE_SIGNING');
    const rows = await journey.workflow.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationUuid, borrower.applicationUuid));
    for (const row of rows.filter((candidate) => candidate.origin === 'GENERATED')) {
      const names = pdfFonts(row.content!).map((font) => font.name);
      expect(
        names.some((name) => name.includes('NotoSansSC') || name.includes('NotoSansKR')),
        row.type,
      ).toBe(false);
    }
  });
});
