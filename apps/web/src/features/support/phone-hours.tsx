import { zOperatingHoursEntry, type OperatingHoursEntry } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** The spec's hours call for the phone department (OPS_PHONE), with the hours for people. */
const PHONE_HOURS = '/service-operating-hours/external/api/v1/hours/OPS_PHONE';

const dayName = (entry: OperatingHoursEntry) =>
  entry.weekday.charAt(0) + entry.weekday.slice(1).toLowerCase();

/** The phone line's week, Monday to Sunday, in Pacific Time; nothing while it is unknown. */
export function PhoneHours({ orgCode }: { orgCode: string }) {
  const week = useQuery({
    queryKey: ['support', 'phone-hours', orgCode],
    queryFn: ({ signal }) =>
      api.request(PHONE_HOURS, {
        query: { display: true },
        schema: z.array(zOperatingHoursEntry),
        signal,
      }),
  });
  if (week.isPending) return <p className="mt-2 text-muted">Loading our phone hours…</p>;
  if (week.isError) return null;
  return (
    <div className="mt-2">
      <p id="phone-hours-caption" className="font-semibold">
        Phone hours (Pacific Time, closed on major holidays)
      </p>
      <dl
        aria-labelledby="phone-hours-caption"
        className="mt-1 grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-1"
      >
        {week.data.map((entry) => (
          <div key={entry.weekdayValue} className="contents">
            <dt>{dayName(entry)}</dt>
            <dd>
              {entry.display ?? (entry.isOpen ? `${entry.startTime} - ${entry.endTime}` : 'Closed')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
