import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { ErrorSummary } from './error-summary';
import { PageHeading } from './page-heading';

describe('Button', () => {
  it("says 'Continue' by default and submits its form", () => {
    const html = renderToStaticMarkup(<Button />);
    expect(html).toContain('>Continue</button>');
    expect(html).toContain('type="submit"');
    expect(html).not.toContain('aria-busy');
  });

  it("says 'Submitting' while busy and tells assistive technology", () => {
    const html = renderToStaticMarkup(<Button busy>Save</Button>);
    expect(html).toContain('Submitting');
    expect(html).not.toContain('Save');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-disabled="true"');
  });

  it("is disabled in the server's markup, until the browser has taken the page over", () => {
    expect(renderToStaticMarkup(<Button />)).toContain('disabled=""');
  });
});

describe('ErrorSummary', () => {
  it("lists each problem under 'There is a problem' as a link to its field", () => {
    const html = renderToStaticMarkup(
      <ErrorSummary
        errors={[
          { fieldId: 'email', message: 'Please enter your email' },
          { fieldId: 'phone', message: 'Please enter a valid phone number' },
        ]}
      />,
    );
    expect(html).toContain('There is a problem');
    expect(html).toContain('href="#email"');
    expect(html).toContain('>Please enter your email</a>');
    expect(html).toContain('href="#phone"');
    expect(html).toContain('tabindex="-1"');
  });

  it('renders nothing without errors', () => {
    expect(renderToStaticMarkup(<ErrorSummary errors={[]} />)).toBe('');
  });
});

describe('PageHeading', () => {
  it('puts the section caption above the one h1', () => {
    const html = renderToStaticMarkup(
      <PageHeading caption="Income">What is your annual income?</PageHeading>,
    );
    expect(html.indexOf('Income')).toBeLessThan(html.indexOf('<h1'));
    expect(html).toMatch(/<h1[^>]*>What is your annual income\?<\/h1>/);
  });
});
