import * as Dialog from '@radix-ui/react-dialog';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busy: boolean;
  /** Shown above the fields when sending failed. */
  alert?: ReactNode;
  /** 'lg' for a longer form. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A modal form: title, description, the fields, then the submit and Cancel buttons (submit
 * first on phones). Radix's Overlay injects a <style> element the CSP forbids, so the backdrop
 * is a plain element.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  busy,
  alert,
  size = 'md',
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-[60] bg-ink/60" aria-hidden="true" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-[70] max-h-[90dvh] w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-lg' : 'max-w-md'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl`}
        >
          <Dialog.Title className="text-[22px] font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 mb-4 text-muted">{description}</Dialog.Description>
          <form noValidate onSubmit={onSubmit}>
            {alert}
            {children}
            <div className="flex flex-col gap-3 sm:flex-row-reverse">
              <Button busy={busy}>{submitLabel}</Button>
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
