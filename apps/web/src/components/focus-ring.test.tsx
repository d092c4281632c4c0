import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { PROGRAMMATIC_FOCUS_CLASSES } from './focus-classes';
import { FieldLabel } from './form/field-parts';
import { Fieldset } from './form/fieldset';
import { PageHeading } from './page-heading';

const h1Of = (element: ReactElement) =>
  /<h1([^>]*)>/.exec(renderToStaticMarkup(element))?.[1] ?? '';

describe('focus ring', () => {
  it.each<[string, ReactElement]>([
    ['PageHeading', <PageHeading key="p">Your application</PageHeading>],
    [
      'a label that is the heading',
      <FieldLabel key="l" name="ssn" asHeading>
        Your SSN
      </FieldLabel>,
    ],
    [
      'a legend that is the heading',
      <Fieldset key="f" name="complete" legend="Are these all the loans?" legendAsHeading>
        <input type="radio" name="complete" />
      </Fieldset>,
    ],
  ])('%s: the h1 takes focus from code without the ring', (_label, element) => {
    const attributes = h1Of(element);
    expect(attributes).toContain('tabindex="-1"');
    expect(attributes).toContain(PROGRAMMATIC_FOCUS_CLASSES);
  });

  it('leaves the ring on controls', () => {
    expect(renderToStaticMarkup(<Button />)).not.toContain('outline-none');
  });
});
