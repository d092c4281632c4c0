/** Browser local-storage keys. */
export const STORAGE_KEYS = {
  jwt: 'jwt',
  webchat: 'WEBCHAT',
  webchatNonce: 'WEBCHAT_NONCE',
  webchatTwilio: 'WEBCHAT_TWILIO',
  webchatNice: 'WEBCHAT_NICE',
  webchatTalk: 'WEBCHAT_TALK',
  webchatChatbot: 'WEBCHAT_CHATBOT',
  webchatHours: 'WEBCHAT_HOURS',
} as const;

/** The stored credential carries this prefix, ready for the Authorization header. */
export const BEARER_PREFIX = 'Bearer ';
