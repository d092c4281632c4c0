import { SIGNING_MESSAGES, type Signature, type SignatureKind } from '@openheloc/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import {
  choiceInputClasses,
  choiceLabelClasses,
  choiceRowClasses,
} from '@/components/form/choice-classes';
import { TextField } from '@/components/form/text-field';
import { SignaturePad } from './signature-pad';

export interface SignatureFormProps {
  documentTitle: string;
  /** The bottom of the document has been seen: signing is possible. */
  enabled: boolean;
  busy: boolean;
  /** The server's refusal, shown above the button. */
  error: string | null;
  /** The server's refusal of the typed name (not the signer's), shown at the name field. */
  nameError?: string | null;
  /** The name was changed: the server's refusal of it no longer applies. */
  onNameChange?: () => void;
  onSign: (signature: Signature) => void;
}

const KINDS: { value: SignatureKind; label: string; hint: string }[] = [
  { value: 'TYPED', label: 'Type your name', hint: 'Works with a keyboard and screen reader.' },
  { value: 'DRAWN', label: 'Draw your signature', hint: 'With a mouse, a finger or a stylus.' },
];

/** How the borrower signs one document: a typed name or a drawing, then 'Sign this document'. */
export function SignatureForm({
  documentTitle,
  enabled,
  busy,
  error,
  nameError = null,
  onNameChange,
  onSign,
}: SignatureFormProps) {
  const [kind, setKind] = useState<SignatureKind>('TYPED');
  const [name, setName] = useState('');
  const [png, setPng] = useState<string | null>(null);
  const [missing, setMissing] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled || busy) return;
    if (kind === 'TYPED' && name.trim().length < 2) {
      setMissing(SIGNING_MESSAGES.typedName);
      document.getElementById('signature-name')?.focus();
      return;
    }
    if (kind === 'DRAWN' && png === null) {
      setMissing(SIGNING_MESSAGES.drawn);
      return;
    }
    setMissing(null);
    onSign(kind === 'TYPED' ? { kind, name: name.trim() } : { kind, pngBase64: png ?? '' });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Sign ${documentTitle}`}>
      <fieldset disabled={!enabled} aria-describedby="signature-gate">
        <legend className="text-lg font-semibold">Sign this document</legend>
        <p id="signature-gate" className={enabled ? 'sr-only' : 'mt-1 text-sm text-muted'}>
          {enabled
            ? 'You have read to the end of the document.'
            : 'Read to the end of the document to sign it.'}
        </p>
        <div className="mt-3 flex flex-col gap-x-8 sm:flex-row">
          {KINDS.map((option) => (
            <div key={option.value} className={choiceRowClasses}>
              <input
                id={`signature-kind-${option.value}`}
                type="radio"
                name="signature-kind"
                value={option.value}
                checked={kind === option.value}
                onChange={() => {
                  setKind(option.value);
                  setMissing(null);
                }}
                aria-describedby={`signature-kind-${option.value}-hint`}
                className={choiceInputClasses}
              />
              <div>
                <label htmlFor={`signature-kind-${option.value}`} className={choiceLabelClasses}>
                  {option.label}
                </label>
                <div id={`signature-kind-${option.value}-hint`} className="text-sm text-muted">
                  {option.hint}
                </div>
              </div>
            </div>
          ))}
        </div>
        <div className="mt-3">
          {kind === 'TYPED' ? (
            <>
              <TextField
                name="signature-name"
                label="Your full name"
                hint="As it appears on your ID."
                autoComplete="name"
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  onNameChange?.();
                }}
                error={missing ?? nameError ?? undefined}
              />
              {name.trim() ? (
                <p aria-hidden="true" className="font-serif text-3xl italic">
                  {name.trim()}
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p id="signature-pad-hint" className="mb-2 text-sm text-muted">
                Draw your signature in the box.
              </p>
              <SignaturePad onChange={setPng} describedBy="signature-pad-hint" />
              {missing ? (
                <p role="alert" className="mt-2 font-semibold text-error">
                  {missing}
                </p>
              ) : null}
            </>
          )}
        </div>
      </fieldset>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border-l-4 border-error bg-white p-3 font-semibold"
        >
          {error}
        </p>
      ) : null}
      <Button className="mt-4" disabled={!enabled} busy={busy}>
        Sign this document
      </Button>
    </form>
  );
}
