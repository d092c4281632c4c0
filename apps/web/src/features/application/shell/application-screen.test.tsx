import type { HelocApplication, ResolvedRoute } from '@openheloc/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StatusResponse } from '../routing/application-api';
import { ApplicationContext, type ApplicationContextValue } from '../routing/application-context';
import { ApplicationScreen, noticeOf } from './application-screen';

const UUID = '5b1c2d3e-1111-4222-8333-444455556666';

const context: ApplicationContextValue = {
  uuid: UUID,
  status: {} as StatusResponse,
  application: {} as HelocApplication,
  resolved: {} as ResolvedRoute,
  currentPath: 'start/contact',
  pathTo: (path) => `/${UUID}/${path}`,
  followResolvedRoute: () => undefined,
  retry: () => undefined,
};

function render(element: React.ReactElement, state?: unknown) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[{ pathname: `/${UUID}/start/contact`, state }]}>
      <ApplicationContext.Provider value={context}>{element}</ApplicationContext.Provider>
    </MemoryRouter>,
  );
}

describe('ApplicationScreen', () => {
  it('puts the back link, the caption and the one h1 in order', () => {
    const html = render(
      <ApplicationScreen
        caption="Provide More Info"
        title="What is your phone number?"
        back="start/profile"
      >
        <p>content</p>
      </ApplicationScreen>,
    );
    expect(html).toContain(`href="/${UUID}/start/profile"`);
    expect(html.indexOf('Back')).toBeLessThan(html.indexOf('Provide More Info'));
    expect(html.indexOf('Provide More Info')).toBeLessThan(html.indexOf('<h1'));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).not.toContain('<form');
  });

  it('makes content and actions one form, the actions in the bar stuck to phone screens', () => {
    const html = render(
      <ApplicationScreen
        title="Confirm"
        onSubmit={() => undefined}
        actions={<button>Continue</button>}
      >
        <p>content</p>
      </ApplicationScreen>,
    );
    expect(html).toMatch(
      /<form novalidate(="")?>.*content.*data-action-bar="".*fixed inset-x-0 bottom-0.*Continue.*<\/form>/i,
    );
  });

  it('shows the message a redirect carried', () => {
    const html = render(<ApplicationScreen title="Liens" />, {
      notice: 'Please confirm the liens on your property first.',
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Please confirm the liens on your property first.');
  });

  it.each([
    [{ notice: 'Moved.' }, 'Moved.'],
    [{ notice: '' }, null],
    [{ other: 1 }, null],
    [null, null],
    ['text', null],
  ])('reads the notice of %j', (state, notice) => {
    expect(noticeOf(state)).toBe(notice);
  });
});
