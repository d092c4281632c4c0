import {
  CHAT_SURVEY_QUESTIONS,
  CHAT_SURVEY_SATISFACTION_LABELS,
  formatPacificDay,
  type ChatSurveyResult,
} from '@openheloc/domain';

/** One answered survey: the score first, then who chatted with whom, then the words. */
export function SurveyResultItem({ result }: { result: ChatSurveyResult }) {
  return (
    <li className="rounded-xl border border-line p-4">
      <h2 className="text-lg font-semibold">
        {CHAT_SURVEY_SATISFACTION_LABELS[result.satisfaction - 1]} ({result.satisfaction} of 5)
      </h2>
      <p className="mt-1 text-sm text-muted">
        {formatPacificDay(new Date(result.answeredAt))} · {result.skill} · {result.orgCode}
      </p>
      <p className="mt-2">
        {result.customerName} with {result.agentName ?? 'an agent'}
        {result.loanNumber ? <> · loan {result.loanNumber}</> : null}
      </p>
      <p className="mt-2">
        {CHAT_SURVEY_QUESTIONS.resolved} <strong>{result.resolved ? 'Yes' : 'No'}</strong>
      </p>
      {result.comments ? <p className="mt-2 whitespace-pre-line">{result.comments}</p> : null}
    </li>
  );
}
