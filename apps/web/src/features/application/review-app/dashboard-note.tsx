import { TextLink } from '@/components/text-link';

/**
 * The way back to the dashboard as a text link, for pages whose main action is too long to
 * share a row with a second button.
 */
export function DashboardNote({ children }: { children: string }) {
  return (
    <p className="mt-8">
      {children}{' '}
      <TextLink to="/dashboard" className="inline-flex min-h-11 items-center">
        Go to dashboard
      </TextLink>
    </p>
  );
}
