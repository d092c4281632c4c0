import { MAX_TOASTS } from '@openheloc/domain';
import { Toaster } from 'sonner';

/** Loaded with sonner on the first toast. */
export default function SonnerToaster() {
  return <Toaster visibleToasts={MAX_TOASTS} position="top-center" closeButton />;
}
