import { Button } from '@/components/button';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  onDone: () => void;
}

/** The recovery codes, shown this once: each signs in once if the phone is lost. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  return (
    <section aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" className="mb-3 text-xl font-semibold">
        Save your recovery codes
      </h2>
      <p className="mb-4">
        If you lose your phone, sign in with one of these codes instead of a security code. Each
        code works once. Keep them somewhere safe: we will not show them again.
      </p>
      <ul className="mb-6 grid grid-cols-2 gap-2 font-mono" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" onClick={onDone}>
        I have saved my codes
      </Button>
    </section>
  );
}
