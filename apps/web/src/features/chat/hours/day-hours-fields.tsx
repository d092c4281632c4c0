import { WEEKDAY_NAMES, type OperatingHoursDay } from '@openheloc/domain';
import { describedBy } from '@/components/form/field-ids';
import { FieldError } from '@/components/form/field-parts';
import { groupClasses, inputClasses } from '@/components/form/input-classes';

const dayName = (weekdayValue: number) => {
  const name = WEEKDAY_NAMES[weekdayValue - 1] ?? '';
  return name.charAt(0) + name.slice(1).toLowerCase();
};

/** One day of the week: open or closed, and from when to when (24-hour, Pacific Time). */
export function DayHoursFields({
  day,
  error,
  onChange,
}: {
  day: OperatingHoursDay;
  error?: string;
  onChange: (day: OperatingHoursDay) => void;
}) {
  const name = dayName(day.weekdayValue);
  const key = name.toLowerCase();
  const errorName = `${key}-hours`;
  return (
    <fieldset className={`mb-4 rounded-xl border border-line p-4 ${groupClasses(Boolean(error))}`}>
      <legend className="px-1 text-lg font-semibold">{name}</legend>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex min-h-12 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={day.isOpen}
            onChange={(event) => onChange({ ...day, isOpen: event.target.checked })}
            className="size-6"
          />
          Open
        </label>
        {(['startTime', 'endTime'] as const).map((field) => (
          <div key={field}>
            <label htmlFor={`${key}-${field}`} className="block font-semibold">
              {field === 'startTime' ? 'Opens' : 'Closes'}
            </label>
            <input
              id={`${key}-${field}`}
              type="time"
              value={day[field]}
              disabled={!day.isOpen}
              onChange={(event) => onChange({ ...day, [field]: event.target.value })}
              aria-invalid={error && field === 'endTime' ? true : undefined}
              aria-describedby={field === 'endTime' ? describedBy(errorName, { error }) : undefined}
              className={inputClasses({
                invalid: Boolean(error) && field === 'endTime',
                className: 'mt-1 w-36 disabled:bg-gray-100',
              })}
            />
          </div>
        ))}
      </div>
      <FieldError name={errorName} message={error} />
    </fieldset>
  );
}
