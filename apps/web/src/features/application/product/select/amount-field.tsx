import { centsToDollars, dollarsToCents, formatCents, type Cents } from '@openheloc/domain';
import type { ChangeEvent, Ref } from 'react';
import { MoneyField } from '@/components/form/money-field';
import { formatAmountText, parseAmountText } from './amount';
import { amountAtPosition, positionForAmount, sliderScale } from './amount-slider';

export const AMOUNT_FIELD = 'amount';
export const AMOUNT_SLIDER_ID = 'amount-slider';

interface AmountFieldProps {
  min: Cents;
  max: Cents;
  /** What the money input shows; the slider follows it. */
  text: string;
  onTextChange: (text: string) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The line amount, typed or slid: one value shown two ways. Typing moves the slider to the
 * nearest step; sliding writes the amount into the input. The slider never goes past the
 * offer's limits; a typed amount outside them shows the server's message instead.
 */
export function AmountField({
  min,
  max,
  text,
  onTextChange,
  onBlur,
  error,
  ref,
}: AmountFieldProps) {
  // The slider moves in round dollar steps between the offer's whole-dollar limits.
  const scale = sliderScale(centsToDollars(min), centsToDollars(max));
  const typed = parseAmountText(text);
  const position = positionForAmount(scale, centsToDollars(typed ?? min));
  const sliderAmount = dollarsToCents(amountAtPosition(scale, position));
  const limits = `${formatCents(min, 0)} to ${formatCents(max, 0)}`;

  const onSlide = (event: ChangeEvent<HTMLInputElement>) => {
    const dollars = amountAtPosition(scale, Number(event.target.value));
    onTextChange(formatAmountText(dollarsToCents(dollars)));
  };

  return (
    <div>
      <MoneyField
        ref={ref}
        name={AMOUNT_FIELD}
        label="How much would you like?"
        hint={`Choose any amount from ${limits}.`}
        inputClassName="sm:max-w-xs text-lg font-semibold"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        className="mb-2"
      />
      <label htmlFor={AMOUNT_SLIDER_ID} className="sr-only">
        Line amount slider
      </label>
      <input
        id={AMOUNT_SLIDER_ID}
        type="range"
        min={0}
        max={scale.lastPosition}
        step={1}
        value={position}
        aria-valuetext={formatCents(sliderAmount, 0)}
        onChange={onSlide}
        className="block h-11 w-full cursor-pointer accent-brand-600"
      />
      <div className="flex justify-between text-sm text-muted" aria-hidden="true">
        <span>{formatCents(min, 0)}</span>
        <span>{formatCents(max, 0)}</span>
      </div>
    </div>
  );
}
