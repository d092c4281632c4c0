import { zApiErrorEnvelope } from '@openheloc/domain';

/** The refusals the conditions routes answer, each in the error envelope. */
export const conditionErrors = {
  400: zApiErrorEnvelope,
  401: zApiErrorEnvelope,
  403: zApiErrorEnvelope,
  404: zApiErrorEnvelope,
  409: zApiErrorEnvelope,
};
export const bearerSecurity = [{ bearer: [] }];
