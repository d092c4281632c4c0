import { createContext, useContext } from 'react';
import type { RegistrationFlow } from './flow-definitions';

export interface RegistrationFlowValue {
  flow: RegistrationFlow;
  /** A credential is stored: the visitor is already a known identity. */
  identityKnown: boolean;
}

export const RegistrationFlowContext = createContext<RegistrationFlowValue | undefined>(undefined);

/** The flow (v2 or the older one) the current step belongs to. */
export function useRegistrationFlow(): RegistrationFlowValue {
  const value = useContext(RegistrationFlowContext);
  if (!value) throw new Error('useRegistrationFlow must be used inside a registration layout');
  return value;
}
