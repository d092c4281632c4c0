import { zDateOfBirthParts } from '@openheloc/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DateOfBirthField, firstDatePartName } from './date-of-birth-field';
import { FormActions } from './form-actions';
import { useStepForm } from './use-step-form';

// Midday on 15 June 2026 in Los Angeles: the age rule counts Pacific calendar days.
const now = new Date('2026-06-15T19:00:00Z');

function Harness({ state, onValid }: { state: string; onValid: (dob: string) => void }) {
  const schema = z.object({ dateOfBirth: zDateOfBirthParts({ state, now }) });
  const { form, errorFor, errorSummary, submitWith } = useStepForm({
    schema,
    defaultValues: { dateOfBirth: { day: '', month: '', year: '' } },
    title: 'What is your date of birth?',
    focusTargets: { dateOfBirth: firstDatePartName('dateOfBirth') },
  });
  return (
    <form noValidate onSubmit={submitWith((values) => onValid(values.dateOfBirth))}>
      {errorSummary}
      <DateOfBirthField
        name="dateOfBirth"
        legend="What is your date of birth?"
        error={errorFor('dateOfBirth')}
        inputs={{
          day: form.register('dateOfBirth.day'),
          month: form.register('dateOfBirth.month'),
          year: form.register('dateOfBirth.year'),
        }}
      />
      <FormActions>Continue</FormActions>
    </form>
  );
}

const box = (label: string) => screen.getByRole('textbox', { name: label });

async function enter(month: string, day: string, year: string) {
  const user = userEvent.setup();
  for (const [label, typed] of [
    ['Month', month],
    ['Day', day],
    ['Year', year],
  ] as const) {
    if (typed !== '') await user.type(box(label), typed);
  }
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('the date of birth field, as a user fills it', () => {
  it('offers month, day and year in that order, in one labelled group', () => {
    render(<Harness state="CO" onValid={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'What is your date of birth?' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((input) => input.id),
    ).toEqual(['dateOfBirth-month', 'dateOfBirth-day', 'dateOfBirth-year']);
  });

  it('keeps focus in a box once it is full, and takes no more digits than the box holds', async () => {
    const user = userEvent.setup();
    render(<Harness state="CO" onValid={vi.fn()} />);
    await user.type(box('Month'), '123');
    expect(box('Month')).toHaveProperty('value', '12');
    expect(document.activeElement).toBe(box('Month'));
  });

  it('sends the date as the API writes it', async () => {
    const onValid = vi.fn();
    render(<Harness state="CO" onValid={onValid} />);
    await enter('3', '27', '1985');
    expect(onValid).toHaveBeenCalledWith('1985-03-27');
  });

  it.each([
    ['CO', '06', '16', '2008', 'Must be at least 18 years old'],
    ['AL', '06', '15', '2008', 'Must be at least 19 years old'],
    ['CO', '06', '', '1985', 'Date of birth is required'],
  ])('in %s, %s/%s/%s reads %j under the field and in the summary', async (...args) => {
    const [state, month, day, year, message] = args;
    const onValid = vi.fn();
    render(<Harness state={state} onValid={onValid} />);
    const user = await enter(month, day, year);

    expect(onValid).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: 'What is your date of birth?' });
    expect(group.getAttribute('aria-describedby')).toContain('dateOfBirth-error');
    expect(document.getElementById('dateOfBirth-error')?.textContent).toContain(message);
    await user.click(screen.getByRole('link', { name: message }));
    expect(document.activeElement).toBe(box('Month'));
  });

  it('accepts the 18th birthday itself', async () => {
    const onValid = vi.fn();
    render(<Harness state="CO" onValid={onValid} />);
    await enter('06', '15', '2008');
    expect(onValid).toHaveBeenCalledWith('2008-06-15');
  });
});
