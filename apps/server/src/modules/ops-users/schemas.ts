import { zApiErrorEnvelope } from '@openheloc/domain';

export const opsErrorResponses = { 401: zApiErrorEnvelope, 403: zApiErrorEnvelope };
export const opsLoginErrorResponses = {
  400: zApiErrorEnvelope,
  401: zApiErrorEnvelope,
  429: zApiErrorEnvelope,
};
