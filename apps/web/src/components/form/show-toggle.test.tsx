import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShowToggle } from './show-toggle';

const render = (shown: boolean) =>
  renderToStaticMarkup(
    <ShowToggle
      fieldName="account.password"
      label="password"
      shown={shown}
      onShownChange={() => {}}
    />,
  );

describe('ShowToggle', () => {
  it("is a plain button named 'Show …' that controls its field", () => {
    const html = render(false);
    expect(html).toMatch(/^<button type="button"/);
    expect(html).toContain('aria-controls="account-password"');
    expect(html.replace(/<[^>]+>/g, '')).toBe('Show password');
  });

  it('keeps its name and says whether the characters show with aria-pressed', () => {
    expect(render(false)).toContain('aria-pressed="false"');
    const shown = render(true);
    expect(shown).toContain('aria-pressed="true"');
    expect(shown.replace(/<[^>]+>/g, '')).toBe('Show password');
  });
});
