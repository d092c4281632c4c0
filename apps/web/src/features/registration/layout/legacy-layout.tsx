import { LEGACY_FLOW } from '../flow/flow-definitions';
import { legacyProgress } from '../flow/progress';
import { LegacyProgressLine, LegacyProgressList } from './legacy-progress-list';
import { RegistrationLayout, STEP_COLUMN_CLASSES } from './registration-layout';

/**
 * /register's steps: the grouped progress list beside the step on wider screens, a one-line
 * "Step N of M" above it on phones.
 */
export function LegacyLayout() {
  return (
    <RegistrationLayout
      flow={LEGACY_FLOW}
      render={({ kind, identityKnown, back, step }) => {
        const entries = legacyProgress(kind, { identityKnown });
        return (
          <div className="mx-auto flex w-full max-w-5xl gap-12 px-4 pt-6 pb-10 sm:px-6 sm:pt-10">
            <aside className="hidden w-56 shrink-0 pt-10 lg:block">
              <LegacyProgressList entries={entries} />
            </aside>
            <div className={STEP_COLUMN_CLASSES}>
              {back}
              <div className="lg:hidden">
                <LegacyProgressLine entries={entries} />
              </div>
              {step}
            </div>
          </div>
        );
      }}
    />
  );
}
