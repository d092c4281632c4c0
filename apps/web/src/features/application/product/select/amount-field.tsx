import { formatMoney } from '@openheloc/domain';
import type { ChangeEvent, Ref } from 'react';
import { MoneyField } from '@/components/form/money-field';
import { formatAmountText, parseAmountText } from './amount';
import { amountAtPosition, positionForAmount, sliderScale } from './amount-slider';

export const AMOUNT_FIELD = 'amount';
export const AMOUNT_SLIDER_ID = 'amount-slider';

interface AmountFieldProps {
  min: number;
  max: number;
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
  const scale = sliderScale(min, max);
  const typed = parseAmountText(text);
  const position = positionForAmount(scale, typed ?? min);
  const sliderAmount = amountAtPosition(scale, position);
  const limits = `${formatMoney(min, 0)} to ${formatMoney(max, 0)}`;

  const onSlide = (event: ChangeEvent<HTMLInputElement>) => {
    onTextChange(formatAmountText(amountAtPosition(scale, Number(event.target.value))));
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
        aria-valuetext={formatMoney(sliderAmount, 0)}
        onChange={onSlide}
        className="block h-11 w-full cursor-pointer accent-brand-600"
      />
      <div className="flex justify-between text-sm text-muted" aria-hidden="true">
        <span>{formatMoney(min, 0)}</span>
        <span>{formatMoney(max, 0)}</span>
      </div>
    </div>
  );
}
