import { parseWorkflowTask } from '@openheloc/domain';

/** Where a finished application is: funding, the right-to-cancel period, recording, or funded. */
export type CompletionStage = 'funding' | 'rescission' | 'recording' | 'funded';

export function completionStage(state: string): CompletionStage {
  switch (parseWorkflowTask(state).base) {
    case 'COMPLETE':
      return 'funded';
    case 'RESCISSION':
      return 'rescission';
    case 'RECORDING':
      return 'recording';
    default:
      return 'funding';
  }
}
