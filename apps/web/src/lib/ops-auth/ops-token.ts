import { createTokenStore } from '@/lib/auth/token';
import { LOCAL_STORAGE_KEYS, localStore } from '@/lib/storage';

/** The operations user's credential, under `opsJwt`: a borrower session in the same browser is untouched. */
export const opsTokenStore = createTokenStore(localStore, LOCAL_STORAGE_KEYS.opsJwt);
