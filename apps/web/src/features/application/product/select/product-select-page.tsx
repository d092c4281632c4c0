import {
  autopaySaving,
  autopaySavingText,
  paymentOnDrawText,
  cents,
  DSCR_PRODUCT,
  formatBasisPoints,
  formatCents,
  joinServerErrors,
  type Cents,
  type Offer,
} from '@openheloc/domain';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { RadioGroup } from '@/components/form/radio-group';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplication } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { useApplicationRoute } from '@/features/application/routing/use-application-route';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { readReturnTo } from '@/features/application/start/return-to';
import { clampToOffer, formatAmountText, parseAmountText, priceAmount } from './amount';
import { AMOUNT_FIELD, AmountField } from './amount-field';
import { ChoiceCards } from './choice-cards';
import { DscrOfferIntro } from './dscr-offer-intro';
import { NextSteps } from './next-steps';
import {
  drawChoices,
  drawOptionHint,
  drawOptionLabel,
  initialOffer,
  NO_TERM,
  offerFor,
  termChoices,
  termKey,
} from './offer-choices';
import { OfferSummary } from './offer-summary';
import {
  formFieldOf,
  selectFormSchema,
  type OfferSelection,
  type SelectFormInput,
} from './select-form';

const TITLE = 'Choose your offer';

/** The figures that tell two choices apart: APR and payment at the amount chosen now. */
function ChoiceFigures({
  offer,
  amount,
  autopay,
  manualNotary,
}: {
  offer: Offer;
  amount: Cents;
  autopay: boolean;
  manualNotary: boolean;
}) {
  const { quote } = priceAmount(offer, {
    amount: clampToOffer(amount, offer),
    autopay,
    manualNotary,
  });
  if (!quote) return null;
  return (
    <>
      <span className="block font-semibold">{formatBasisPoints(quote.aprBps, 2)} APR</span>
      <span className="block text-sm text-muted">{paymentOnDrawText(quote)}</span>
    </>
  );
}

/** Picks the chosen offer's term, draw option, amount and payment method, then sends them. */
function OfferSelectionForm({ offers, start }: { offers: readonly Offer[]; start: Offer }) {
  const { application } = useApplication();
  const { isAllowed } = useApplicationRoute();
  // From the summary's Change link, Back returns there; saving regenerates it and goes there.
  const back = readReturnTo(useLocation().search) ?? (isAllowed('liens') ? 'liens' : undefined);
  const manualNotary = application.status.manualNotary;
  const schema = useMemo(() => selectFormSchema(offers, manualNotary), [offers, manualNotary]);
  const chosen = application.selectedOffer;
  const terms = termChoices(offers);
  const { submit } = useApplicationMutation<OfferSelection>('/offer', { method: 'PUT' });
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    SelectFormInput,
    OfferSelection
  >({
    schema,
    // Only the borrower's own earlier choice is filled in: nothing that costs money or changes
    // the commitment is chosen for them (ui.md). A product without terms asks no term question.
    defaultValues: chosen
      ? {
          term: termKey(start),
          drawCode: start.drawOption.code,
          amount: formatAmountText(chosen.quote.amount),
          payType: application.payType ?? (chosen.quote.autopay ? 'AUTOPAY' : 'MANUAL'),
        }
      : { term: terms.length === 0 ? NO_TERM : '', drawCode: '', amount: '', payType: '' },
    title: TITLE,
    labels: { payType: 'Payments' },
  });
  const [clampNote, setClampNote] = useState('');

  const [term, drawCode, amountText, payType] = form.watch([
    'term',
    'drawCode',
    'amount',
    'payType',
  ]);
  // Until a term and a draw are chosen, the limits shown are the widest on offer.
  const chosenOffer = drawCode ? offerFor(offers, term, drawCode) : undefined;
  const offer = chosenOffer ?? start;
  const autopay = payType === 'AUTOPAY';
  const typed = parseAmountText(amountText);
  const { quote } =
    chosenOffer && payType
      ? priceAmount(chosenOffer, { amount: typed, autopay, manualNotary })
      : { quote: undefined };
  const compareAmount = typed ?? offer.minAmount;
  // The draw options read the same for every term: shown before a term is chosen.
  const draws = drawChoices(offers, term || (terms[0]?.key ?? NO_TERM));
  const revalidate = form.formState.isSubmitted;

  const setAmountText = (text: string) =>
    form.setValue('amount', text, { shouldValidate: revalidate, shouldDirty: true });

  /** A new term or draw option may allow less: an amount above its limit comes down to it. */
  const afterOfferChange = (nextTerm: string, nextDraw: string) => {
    const next = offerFor(offers, nextTerm, nextDraw);
    if (!next || !nextDraw) return;
    if (next.drawOption.code !== nextDraw) form.setValue('drawCode', next.drawOption.code);
    const current = parseAmountText(form.getValues('amount'));
    if (current !== null && current > next.maxAmount) {
      setAmountText(formatAmountText(next.maxAmount));
      setClampNote(
        `The most you can borrow with this option is ${formatCents(next.maxAmount, 0)}.`,
      );
    } else {
      setClampNote('');
    }
  };

  const termField = form.register('term', {
    onChange: (event: { target: { value: string } }) =>
      afterOfferChange(event.target.value, form.getValues('drawCode')),
  });
  const drawField = form.register('drawCode', {
    onChange: (event: { target: { value: string } }) =>
      afterOfferChange(form.getValues('term'), event.target.value),
  });

  const onSubmit = submitWith(async (selection) => {
    const outcome = await submit(selection);
    if (outcome.kind === 'invalid') {
      const known = new Set(['term', AMOUNT_FIELD]);
      const fieldErrors = outcome.fieldErrors
        .map((error) => ({ ...error, name: formFieldOf(error.name) }))
        .filter((error) => known.has(error.name));
      const others = outcome.fieldErrors.filter((error) => !known.has(formFieldOf(error.name)));
      const message = [outcome.formMessage, others.length > 0 ? joinServerErrors(others) : '']
        .filter(Boolean)
        .join(' ');
      showServerErrors(fieldErrors, message || undefined);
    } else if (outcome.kind === 'failed') {
      showServerErrors([], outcome.message);
    }
  });

  const missingChoices = [
    terms.length > 0 && !term ? 'a term' : null,
    drawCode ? null : 'how much to draw',
    typed === null ? 'an amount' : null,
    payType ? null : 'how to pay',
  ].filter((item): item is string => item !== null);
  // What autopay saves on the amount in view (the widest offer's largest line before one is typed).
  const saving = autopaySaving(offer, {
    amount: clampToOffer(typed ?? offer.maxAmount, offer),
    manualNotary,
  });
  const largestLine = cents(Math.max(...offers.map((item) => item.maxAmount)));
  // A DSCR loan (decision 0050) says so, with underwriting's figures when it has them.
  const isDscr = application.product === DSCR_PRODUCT;
  const dscr = isDscr ? application.dscr : null;
  return (
    <ApplicationScreen
      caption="Select Offer"
      title={TITLE}
      documentTitle={false}
      {...(back ? { back } : {})}
      width="wide"
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      commits
      actions={<Button id={FORM_SUBMIT_ID} busy={busy} />}
    >
      <p className="mb-8 text-lg">
        You’re pre-qualified for {isDscr ? 'a DSCR loan, ' : ''}a line of credit from{' '}
        <strong className="font-semibold">{formatCents(start.minAmount, 0)}</strong> up to{' '}
        <strong className="font-semibold">{formatCents(largestLine, 0)}</strong>. Checking your
        offers did not affect your credit score.
      </p>
      {dscr ? (
        <DscrOfferIntro
          figures={dscr}
          street={application.property.street1}
          largestLine={largestLine}
        />
      ) : null}

      {terms.length > 0 ? (
        <ChoiceCards
          legend="How long would you like your line to last?"
          hint="You draw from the line first, paying interest only, then repay what you owe."
          error={errorFor('term')}
          register={termField}
          options={terms.map((choice) => {
            const option = offerFor(offers, choice.key, drawCode);
            return {
              value: choice.key,
              title: `${choice.termYears}-year term`,
              detail: `Draw for ${choice.drawPeriodYears} years, then repay over ${choice.repaymentPeriodYears}. Up to ${formatCents(choice.maxAmount, 0)}.`,
              aside: option ? (
                <ChoiceFigures
                  offer={option}
                  amount={compareAmount}
                  autopay={autopay}
                  manualNotary={manualNotary}
                />
              ) : null,
            };
          })}
        />
      ) : null}

      <ChoiceCards
        legend="How much would you like to draw at closing?"
        error={errorFor('drawCode')}
        register={drawField}
        columns={draws.length === 2 ? 2 : 1}
        options={draws.map((option) => ({
          value: option.drawOption.code,
          title: drawOptionLabel(option),
          detail: drawOptionHint(option),
        }))}
      />

      <div className="mb-6">
        <AmountField
          min={offer.minAmount}
          max={offer.maxAmount}
          text={amountText}
          onTextChange={(text) => {
            setClampNote('');
            setAmountText(text);
          }}
          error={errorFor(AMOUNT_FIELD)}
        />
        <p aria-live="polite" className="mt-2 text-sm font-semibold">
          {clampNote}
        </p>
      </div>

      <RadioGroup
        legend="How would you like to make your payments?"
        error={errorFor('payType')}
        options={[
          {
            value: 'AUTOPAY',
            label: 'Autopay from my bank account',
            hint: `${autopaySavingText(saving)}. Your monthly payment is taken automatically on its due date. You can stop it at any time.`,
          },
          { value: 'MANUAL', label: 'I’ll pay each month myself' },
        ]}
        {...form.register('payType')}
      />

      <OfferSummary offer={offer} quote={quote} missing={missingChoices} dscr={isDscr} />
      <NextSteps dscr={isDscr} />
    </ApplicationScreen>
  );
}

/** product/select: the pre-qualified offers, or why there are none to choose from. */
export function ProductSelectPage() {
  const { application } = useApplication();
  const { offers } = application;
  const start = initialOffer(offers, application.selectedOffer?.offerId);
  if (!start) {
    return (
      <ApplicationScreen caption="Select Offer" title="Your offers aren’t ready" back="liens">
        <p>
          We couldn’t find offers for your application right now. Please try again in a few minutes,
          or call us and we’ll help.
        </p>
      </ApplicationScreen>
    );
  }
  return <OfferSelectionForm offers={offers} start={start} />;
}
