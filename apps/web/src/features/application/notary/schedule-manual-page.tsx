import {
  formatCents,
  formatNotaryDay,
  formatNotaryTime,
  type NotarySlotsResponse,
} from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { choiceInputClasses, choiceLabelClasses } from '@/components/form/choice-classes';
import { fieldId } from '@/components/form/field-ids';
import { Fieldset } from '@/components/form/fieldset';
import { SelectField } from '@/components/form/select-field';
import { useApplicationContext } from '../routing/application-context';
import { ApplicationScreen } from '../shell/application-screen';
import { fetchNotarySlots, NOTARY_CAPTION, notaryKeys } from './notary-api';

const TITLE = 'Choose a time for your notary';
const CHOOSE_TIME = 'Choose a time for your appointment';

type Slot = NotarySlotsResponse['slots'][number];

/** The free slots by Pacific calendar day, in time order. */
function byDay(slots: readonly Slot[]): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.isoDate, [...(days.get(slot.isoDate) ?? []), slot]);
  return days;
}

/**
 * notary/schedule-manual: the in-person notary's free half-hour slots on the next ten business
 * days, one day at a time, in Pacific Time, with the fee; the reservation is confirmed next.
 */
export function ScheduleManualPage() {
  const { uuid, pathTo } = useApplicationContext();
  const navigate = useNavigate();
  const slots = useQuery({
    queryKey: notaryKeys.slots(uuid),
    queryFn: ({ signal }) => fetchNotarySlots(uuid, signal),
    staleTime: 0,
  });
  const days = useMemo(() => byDay(slots.data?.slots ?? []), [slots.data]);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submits, setSubmits] = useState(0);
  const shownDay = day ?? [...days.keys()][0] ?? '';
  const times = days.get(shownDay) ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmits((count) => count + 1);
    if (!time) {
      setError(CHOOSE_TIME);
      return;
    }
    void navigate(`${pathTo('notary/reserve-manual')}?at=${encodeURIComponent(time)}`);
  };

  return (
    <ApplicationScreen
      caption={NOTARY_CAPTION}
      title={TITLE}
      documentTitle={error ? `Error: ${TITLE}` : TITLE}
      back="notary/intro"
      errorSummary={
        <ErrorSummary
          errors={error ? [{ fieldId: fieldId('requestedTime'), message: error }] : []}
          focusKey={submits}
        />
      }
      onSubmit={submit}
      actions={slots.data && slots.data.slots.length > 0 ? <Button>Continue</Button> : null}
    >
      {slots.isPending ? (
        <p role="status">Loading the times available…</p>
      ) : slots.isError ? (
        <p role="alert">{slots.error.message}</p>
      ) : (
        <>
          <p>
            A notary meets you in person for about 30 minutes. A manual notarization costs{' '}
            <strong className="font-semibold">{formatCents(slots.data.feeCents, 0)}</strong>, added
            to your closing costs. All times are Pacific Time.
          </p>
          {slots.data.slots.length === 0 ? (
            <p className="mt-6">
              No times are free in the next two weeks. Please meet an eNotary online instead, or
              come back tomorrow.
            </p>
          ) : (
            <div className="mt-6">
              <SelectField
                name="day"
                label="Day"
                value={shownDay}
                options={[...days.keys()].map((isoDate) => ({
                  value: isoDate,
                  label: formatNotaryDay(isoDate),
                }))}
                onChange={(event) => {
                  setDay(event.target.value);
                  setTime(null);
                }}
              />
              <Fieldset
                name="requestedTime"
                legend={`Time on ${formatNotaryDay(shownDay)} (Pacific Time)`}
                error={error && !time ? error : undefined}
              >
                <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
                  {times.map((slot, index) => {
                    const id = index === 0 ? fieldId('requestedTime') : `requestedTime-${index}`;
                    return (
                      <div
                        key={slot.startsAt}
                        className="relative flex min-h-11 items-center gap-3 py-1.5"
                      >
                        <input
                          id={id}
                          type="radio"
                          name="requestedTime"
                          value={slot.startsAt}
                          checked={time === slot.startsAt}
                          onChange={() => {
                            setTime(slot.startsAt);
                            setError(null);
                          }}
                          className={choiceInputClasses}
                        />
                        <label htmlFor={id} className={choiceLabelClasses}>
                          {formatNotaryTime(slot.minuteOfDay)}
                        </label>
                      </div>
                    );
                  })}
                </div>
              </Fieldset>
            </div>
          )}
        </>
      )}
    </ApplicationScreen>
  );
}
