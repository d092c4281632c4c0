import { zChatSurveyResultsQuery, type ChatSurveyResultsQuery } from '@openheloc/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { describedBy } from '@/components/form/field-ids';
import { FieldError } from '@/components/form/field-parts';
import { inputClasses } from '@/components/form/input-classes';
import { SkillOptions } from '../console/skill-options';

type FieldName = 'skill' | 'from' | 'to';
type Errors = Partial<Record<FieldName, string>>;

/** The filters as the API takes them, or the message of each field that is wrong. */
function checkFilters(
  values: Record<FieldName, string>,
): { ok: true; filters: ChatSurveyResultsQuery } | { ok: false; errors: Errors } {
  const parsed = zChatSurveyResultsQuery.safeParse({
    skill: values.skill || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  });
  if (parsed.success) return { ok: true, filters: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as FieldName] ??= issue.message;
  return { ok: false, errors };
}

/** Skill and Pacific days (inclusive); the list follows the filters once they are valid. */
export function SurveyFiltersForm({
  filters,
  onApply,
}: {
  filters: ChatSurveyResultsQuery;
  onApply: (filters: ChatSurveyResultsQuery) => void;
}) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    skill: filters.skill ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFilters(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onApply(checked.filters);
  };
  const set = (name: FieldName) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  return (
    <form noValidate onSubmit={submit} aria-label="Filters" className="mb-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor="skill" className="block font-semibold">
            Skill
          </label>
          <select
            id="skill"
            value={values.skill}
            onChange={(event) => set('skill')(event.target.value)}
            className={inputClasses({ className: 'mt-1' })}
          >
            <SkillOptions />
          </select>
        </div>
        {(['from', 'to'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={name} className="block font-semibold">
              {name === 'from' ? 'From (Pacific day)' : 'To (Pacific day)'}
            </label>
            <input
              id={name}
              type="date"
              value={values[name]}
              onChange={(event) => set(name)(event.target.value)}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(name, { error: errors[name] })}
              className={inputClasses({ invalid: Boolean(errors[name]), className: 'mt-1' })}
            />
            <FieldError name={name} message={errors[name]} />
          </div>
        ))}
      </div>
      <Button type="submit" variant="secondary" className="mt-4">
        Apply filters
      </Button>
    </form>
  );
}
