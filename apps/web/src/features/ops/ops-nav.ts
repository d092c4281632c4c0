import type { OpsRole } from '@openheloc/domain';

export interface OpsNavItem {
  to: string;
  label: string;
  /** Who sees the entry; each screen's own guard asks for the same roles. */
  roles: readonly OpsRole[];
}

/** The operations screens, in the header's order: one line per screen. */
export const OPS_NAV_ITEMS: readonly OpsNavItem[] = [
  {
    to: '/ops/applications',
    label: 'Find an application',
    roles: ['UNDERWRITER', 'NOTARY', 'CHAT_AGENT', 'ADMIN'],
  },
  { to: '/ops/document-requests', label: 'Document requests', roles: ['UNDERWRITER', 'ADMIN'] },
  { to: '/ops/chat', label: 'Chat', roles: ['CHAT_AGENT', 'ADMIN'] },
  { to: '/ops/support', label: 'Support requests', roles: ['CHAT_AGENT', 'ADMIN'] },
  { to: '/ops/notary', label: 'Notary sessions', roles: ['NOTARY', 'ADMIN'] },
  {
    to: '/ops/experiments',
    label: 'Experiments',
    roles: ['UNDERWRITER', 'NOTARY', 'CHAT_AGENT', 'ADMIN'],
  },
  {
    to: '/ops/feedback',
    label: 'Feedback',
    roles: ['UNDERWRITER', 'NOTARY', 'CHAT_AGENT', 'ADMIN'],
  },
];
