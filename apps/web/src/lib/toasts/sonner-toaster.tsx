import { MAX_TOASTS } from '@openheloc/domain';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterListening } from './toasts';

/** Loaded with sonner on the first toast. Child effects run first: sonner listens by then. */
export default function SonnerToaster() {
  useEffect(toasterListening, []);
  return <Toaster visibleToasts={MAX_TOASTS} position="top-center" closeButton />;
}
