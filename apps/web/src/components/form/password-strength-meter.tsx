import { passwordRuleResults, unmetPasswordRuleCount } from '@openheloc/domain';
import { passwordStrength, STRENGTH_BAR_COUNT, type StrengthTone } from './password-strength';

const BAR_COLOURS: Record<StrengthTone, string> = {
  none: 'bg-gray-300',
  weak: 'bg-error',
  fair: 'bg-amber-600',
  strong: 'bg-green-700',
};

interface PasswordStrengthMeterProps {
  id: string;
  password: string;
}

/**
 * Four bars coloured by how many rules the password still misses, the strength in a word, and
 * the missing rules in words, so that nothing depends on seeing the colours.
 */
export function PasswordStrengthMeter({ id, password }: PasswordStrengthMeterProps) {
  const unmet = passwordRuleResults(password).filter((rule) => !rule.met);
  const strength = passwordStrength(unmetPasswordRuleCount(password), { empty: password === '' });
  return (
    <div id={id} className="-mt-3 mb-6">
      <div className="flex items-center gap-3">
        <div className="grid flex-1 grid-cols-4 gap-1.5" aria-hidden="true">
          {Array.from({ length: STRENGTH_BAR_COUNT }, (_, index) => (
            <span
              key={index}
              className={`h-2 rounded-full ${index < strength.filledBars ? BAR_COLOURS[strength.tone] : 'bg-gray-200'}`}
            />
          ))}
        </div>
        <p className="min-w-24 text-right text-sm font-semibold" aria-live="polite">
          <span className="sr-only">Password strength: </span>
          {strength.label}
        </p>
      </div>
      {unmet.length > 0 ? (
        <div className="mt-2 text-sm">
          <p className="text-muted">Your password still needs to meet these rules:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {unmet.map((rule) => (
              <li key={rule.id}>{rule.message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-sm">Your password meets every rule.</p>
      )}
    </div>
  );
}
