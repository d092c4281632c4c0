import { useLayoutEffect, useRef } from 'react';

export const CHAT_ENDED_TITLE = 'Thanks for chatting with us!';

interface EndedPanelProps {
  hoursText: string | null;
  /** 'Take the survey' shows only when the mode offers one (spec section 4). */
  onSurvey?: () => void;
  surveyBusy?: boolean;
  onStartNew: () => void;
}

/** The chat-ended panel; focus moves to its heading so the end is announced. */
export function EndedPanel({ hoursText, onSurvey, surveyBusy, onStartNew }: EndedPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 overflow-y-auto px-6 py-8 text-center">
      <h3 ref={heading} tabIndex={-1} className="text-[22px] font-bold focus:outline-none">
        {CHAT_ENDED_TITLE}
      </h3>
      {hoursText ? <p className="text-muted">Live agents are available {hoursText}.</p> : null}
      <div className="flex w-full flex-col gap-3">
        {onSurvey ? (
          <button
            type="button"
            onClick={onSurvey}
            aria-disabled={surveyBusy || undefined}
            className="min-h-12 rounded-lg border-2 border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Take the survey
            <span className="sr-only"> (opens in a new tab)</span>
          </button>
        ) : null}
        <button
          type="button"
          onClick={onStartNew}
          className="min-h-12 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          Start new chat
        </button>
      </div>
    </div>
  );
}
