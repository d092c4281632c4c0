import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Fieldset } from '@/components/form/fieldset';
import { radioId } from '@/components/form/radio-group';

export interface ChoiceCard {
  value: string;
  title: ReactNode;
  /** Under the title: what the choice means. */
  detail?: ReactNode;
  /** On the right (below on phones): the figures that tell the choices apart. */
  aside?: ReactNode;
}

interface ChoiceCardsProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: readonly ChoiceCard[];
  register: UseFormRegisterReturn;
  /** Two cards side by side from the small breakpoint up. */
  columns?: 1 | 2;
}

/**
 * One answer out of a few, as large cards: native radios, so the arrow keys move between them
 * and a screen reader hears a radio group; the whole card is the label.
 */
export function ChoiceCards({
  legend,
  hint,
  error,
  options,
  register,
  columns = 1,
}: ChoiceCardsProps) {
  const { name } = register;
  return (
    <Fieldset name={name} legend={legend} hint={hint} error={error}>
      <div className={columns === 2 ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3'}>
        {options.map((option, index) => {
          const id = radioId(name, index);
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-line bg-white p-4 hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                {...register}
                id={id}
                type="radio"
                value={option.value}
                className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-600"
              />
              <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span>
                  <span className="block font-semibold">{option.title}</span>
                  {option.detail ? <span className="block text-muted">{option.detail}</span> : null}
                </span>
                {option.aside ? (
                  <span className="text-left sm:text-right">{option.aside}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </Fieldset>
  );
}
