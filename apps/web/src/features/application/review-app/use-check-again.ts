import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicationKeys } from '../routing/application-api';
import { useApplication } from '../routing/application-context';

export type CheckResult = 'unchanged' | 'failed' | null;

/**
 * 'Check again' on a page that waits for a review or a slow provider: reads the status again.
 * When the state moved on, the layout takes the borrower to their new page; otherwise the
 * result says nothing has changed yet, or that the check itself failed.
 */
export function useCheckAgain() {
  const { uuid } = useApplication();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CheckResult>(null);
  // Each check is announced, even when its answer is the same as the last one.
  const [checks, setChecks] = useState(0);

  async function check() {
    setChecking(true);
    setResult(null);
    try {
      await queryClient.refetchQueries(
        { queryKey: applicationKeys.status(uuid), exact: true },
        { throwOnError: true },
      );
      setResult('unchanged');
    } catch {
      setResult('failed');
    } finally {
      setChecking(false);
      setChecks((count) => count + 1);
    }
  }

  return { check: () => void check(), checking, result, checks };
}
