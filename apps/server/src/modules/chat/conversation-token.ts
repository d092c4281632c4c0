import { CHAT_MESSAGES } from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

const BEARER = /^Bearer +(\S+)$/i;

/** The conversation token the request carries as its bearer credential. */
export function conversationTokenOf(request: FastifyRequest): string {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new AppError('token_invalid', CHAT_MESSAGES.invalidToken);
  return token;
}
