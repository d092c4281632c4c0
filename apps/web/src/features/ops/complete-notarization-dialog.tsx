import { zodResolver } from '@hookform/resolvers/zod';
import { zCompleteNotarizationRequest, type CompleteNotarizationRequest } from '@openheloc/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/form/text-field';

/** The notary's commission, remembered on this browser: it is the same at every session. */
const COMMISSION_KEY = 'openheloc.notary.commission';

function rememberedCommission(): Partial<CompleteNotarizationRequest> {
  try {
    const saved = JSON.parse(localStorage.getItem(COMMISSION_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    return {
      ...(typeof saved.commissionNumber === 'string'
        ? { commissionNumber: saved.commissionNumber }
        : {}),
      ...(typeof saved.commissionExpires === 'string'
        ? { commissionExpires: saved.commissionExpires }
        : {}),
      ...(typeof saved.county === 'string' ? { county: saved.county } : {}),
    };
  } catch {
    return {};
  }
}

interface CompleteNotarizationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who is being notarized, as the confirmation names them. */
  signers: string;
  /** Rejects with the server's message when the notarization was refused. */
  onConfirm: (request: CompleteNotarizationRequest) => Promise<void>;
}

/**
 * The confirmation before 'Complete notarization': it says what completing does (it cannot be
 * undone) and asks what the acknowledgment states of the notary: county and commission.
 */
export function CompleteNotarizationDialog({
  open,
  onOpenChange,
  signers,
  onConfirm,
}: CompleteNotarizationDialogProps) {
  const form = useForm<CompleteNotarizationRequest>({
    resolver: zodResolver(zCompleteNotarizationRequest),
    defaultValues: {
      county: '',
      commissionNumber: '',
      commissionExpires: '',
      ...rememberedCommission(),
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [serverError, setServerError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await onConfirm(values);
      localStorage.setItem(COMMISSION_KEY, JSON.stringify(values));
      onOpenChange(false);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Complete the notarization?"
      description={
        <>
          You confirm that you checked the photo ID of {signers} and witnessed them acknowledge the
          security instrument. Your name, the details below and today’s date fill in its notary
          acknowledgment with your electronic seal. This cannot be undone.
        </>
      }
      onSubmit={submit}
      submitLabel="Complete notarization"
      busy={isSubmitting}
      size="lg"
      alert={
        serverError ? (
          <div role="alert" className="mb-4 rounded-lg border-l-4 border-error bg-white p-3">
            <p className="font-semibold text-error">The notarization was not completed</p>
            <p className="mt-1">{serverError}</p>
          </div>
        ) : null
      }
    >
      <TextField
        label="County where you are notarizing"
        autoComplete="off"
        error={errors.county?.message}
        {...form.register('county')}
      />
      <TextField
        label="Your commission number"
        autoComplete="off"
        error={errors.commissionNumber?.message}
        {...form.register('commissionNumber')}
      />
      <TextField
        label="Your commission expires"
        type="date"
        error={errors.commissionExpires?.message}
        {...form.register('commissionExpires')}
      />
    </FormDialog>
  );
}
