import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ERROR_SUMMARY_TITLE } from '../error-summary';
import { FormActions } from './form-actions';
import { TextField } from './text-field';
import { useStepForm } from './use-step-form';

const schema = z.object({
  firstName: z.string().trim().min(1, { error: 'First name is required' }),
  city: z.string().trim().min(1, { error: 'City is required' }),
});
type Values = z.input<typeof schema>;

interface HarnessProps {
  onValid: (values: z.output<typeof schema>) => void;
  /** What the server answers to a valid submit, if it refuses it. */
  serverErrors?: { name: string; message: string }[];
  serverMessage?: string;
}

function Harness({ onValid, serverErrors, serverMessage }: HarnessProps) {
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    Values,
    z.output<typeof schema>
  >({ schema, defaultValues: { firstName: '', city: '' }, title: 'About you' });
  return (
    <form
      noValidate
      onSubmit={submitWith((values) => {
        onValid(values);
        if (serverErrors) showServerErrors(serverErrors, serverMessage);
      })}
    >
      {errorSummary}
      <TextField label="First name" error={errorFor('firstName')} {...form.register('firstName')} />
      <TextField label="City" error={errorFor('city')} {...form.register('city')} />
      <FormActions busy={busy}>Continue</FormActions>
    </form>
  );
}

const summary = () => screen.queryByRole('heading', { name: ERROR_SUMMARY_TITLE });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });

describe('useStepForm, as a user fills the form', () => {
  it('lists every problem on a failed submit, focuses the summary and marks the title', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(onValid).not.toHaveBeenCalled();
    const box = summary()?.parentElement;
    expect(box).toHaveProperty('tagName', 'DIV');
    await waitFor(() => expect(document.activeElement).toBe(box));
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['First name is required', 'City is required']);
    expect(document.title).toBe('Error: About you');
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
  });

  it('drops a corrected field from the summary and its message as the user types', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(field('First name'), 'Pat');

    // Validation as the user types is asynchronous (the schema's resolver returns a promise).
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'City is required',
      ]),
    );
    expect(field('First name').getAttribute('aria-invalid')).toBeNull();
    expect(document.title).toBe('Error: About you');

    await user.type(field('City'), 'Denver');
    expect(summary()).toBeNull();
    expect(document.title).toBe('About you');
  });

  it('a summary link moves focus to its field', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(screen.getByRole('link', { name: 'City is required' }));

    expect(document.activeElement).toBe(field('City'));
  });

  it("hands the schema's output to the submit, then shows the server's verdict until the value changes", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(
      <Harness
        onValid={onValid}
        serverErrors={[{ name: 'city', message: 'We do not lend in this city yet' }]}
        serverMessage="Something unexpected happened"
      />,
    );
    await user.type(field('First name'), '  Pat ');
    await user.type(field('City'), 'Gotham');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(onValid).toHaveBeenCalledWith({ firstName: 'Pat', city: 'Gotham' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'We do not lend in this city yet',
      'Something unexpected happened',
    ]);
    expect(screen.getByRole('link', { name: 'Something unexpected happened' })).toHaveProperty(
      'hash',
      '#form-submit',
    );

    await user.type(field('City'), 's');
    await waitFor(() => expect(field('City').getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByRole('link', { name: 'We do not lend in this city yet' })).toBeNull();
  });
});
