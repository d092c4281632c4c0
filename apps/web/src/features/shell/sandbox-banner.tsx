import { isSandboxMode } from '@/lib/app-environment';

/** On every page of a sandbox, so that nobody mistakes the demo for a lender's product. */
export function SandboxBanner() {
  if (!isSandboxMode()) return null;
  return (
    <aside
      aria-label="Demo"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-semibold text-amber-950"
    >
      Demo: no real credit or money
    </aside>
  );
}
