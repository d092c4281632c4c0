import {
  OPERATING_HOURS_DEPARTMENTS,
  zOperatingHoursWeekUpdate,
  type OperatingHoursDay,
  type OperatingHoursDepartment,
} from '@openheloc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { useOrganization } from '@/lib/organization/organization-context';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import { DayHoursFields } from './day-hours-fields';
import { fetchOpsWeek, saveOpsWeek } from './ops-hours-api';

const TITLE = 'Operating hours';
const DEPARTMENT_LABELS: Record<OperatingHoursDepartment, string> = {
  OPS_CHAT: 'Live chat',
  OPS_PHONE: 'Phone',
};

/** The day messages of a week that does not pass the rules, by weekday. */
function dayErrorsOf(days: OperatingHoursDay[]): Record<number, string> {
  const parsed = zOperatingHoursWeekUpdate.safeParse({ days });
  const errors: Record<number, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const index = issue.path[1];
    const day = typeof index === 'number' ? days[index] : undefined;
    if (day) errors[day.weekdayValue] ??= issue.message;
  }
  return errors;
}

function WeekForm({
  orgCode,
  department,
  week,
}: {
  orgCode: string;
  department: OperatingHoursDepartment;
  week: OperatingHoursDay[];
}) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState(week);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = dayErrorsOf(days);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await saveOpsWeek(orgCode, department, days);
      queryClient.setQueryData(['ops', 'hours', orgCode, department], saved);
      setOutcome({ ok: true, text: `${DEPARTMENT_LABELS[department]} hours saved.` });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Week">
      {days.map((day) => (
        <DayHoursFields
          key={day.weekdayValue}
          day={day}
          error={errors[day.weekdayValue]}
          onChange={(changed) =>
            setDays((current) =>
              current.map((entry) =>
                entry.weekdayValue === changed.weekdayValue ? changed : entry,
              ),
            )
          }
        />
      ))}
      <div role="status" className="mb-4 min-h-6 font-semibold">
        {outcome?.ok ? outcome.text : null}
      </div>
      {outcome && !outcome.ok ? (
        <p role="alert" className="mb-4 font-semibold text-error">
          {outcome.text}
        </p>
      ) : null}
      <Button busy={saving}>Save hours</Button>
    </form>
  );
}

function HoursEditor() {
  useDocumentTitle(TITLE);
  const organization = useOrganization();
  const [department, setDepartment] = useState<OperatingHoursDepartment>('OPS_CHAT');
  const week = useQuery({
    queryKey: ['ops', 'hours', organization.orgCode, department],
    queryFn: ({ signal }) => fetchOpsWeek(organization.orgCode, department, signal),
    staleTime: 0,
  });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageHeading caption="Operations">{TITLE}</PageHeading>
      <p className="mb-4">
        When {organization.brandName}’s agents answer, in Pacific Time. Major US holidays are closed
        whatever the week says. <TextLink to="/ops/chat">Back to the chat console</TextLink>
      </p>
      <label htmlFor="department" className="block font-semibold">
        Department
      </label>
      <select
        id="department"
        value={department}
        onChange={(event) => setDepartment(event.target.value as OperatingHoursDepartment)}
        className="mt-1 mb-6 block min-h-12 w-full rounded-md border-2 border-gray-500 bg-white px-3 sm:w-64"
      >
        {OPERATING_HOURS_DEPARTMENTS.map((value) => (
          <option key={value} value={value}>
            {DEPARTMENT_LABELS[value]}
          </option>
        ))}
      </select>
      {week.isPending ? (
        <p role="status">Loading the hours…</p>
      ) : week.isError ? (
        <p role="alert">{week.error.message}</p>
      ) : (
        <WeekForm
          key={`${organization.orgCode}-${department}`}
          orgCode={organization.orgCode}
          department={department}
          week={week.data.map(({ weekdayValue, isOpen, startTime, endTime }) => ({
            weekdayValue,
            isOpen,
            startTime,
            endTime,
          }))}
        />
      )}
    </div>
  );
}

/** Operations set a lender's week for live chat and the phone line. */
export function HoursEditorPage() {
  return (
    <RequireOpsUser roles={['CHAT_AGENT', 'ADMIN']}>
      <HoursEditor />
    </RequireOpsUser>
  );
}
