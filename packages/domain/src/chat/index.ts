export * from './agent-console';
export * from './attachments';
export * from './chat-socket';
export * from './chatbot';
export * from './links';
export * from './live-chat';
export * from './operating-hours';
export * from './survey';
