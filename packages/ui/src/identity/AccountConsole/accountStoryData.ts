import type { ActivityItem } from '../ActivityPanel/ActivityPanel.tsx';
import type { PasskeyItem } from '../PasskeysPanel/PasskeysPanel.tsx';
import type { SessionItem } from '../SessionsPanel/SessionsPanel.tsx';

/** Sample account data for the identity stories (fixed dates, so screenshots do not move). */
export const passkeys: PasskeyItem[] = [
  { id: 'pk-1', name: 'MacBook Pro', createdAt: '2026-10-02T09:15:00Z', lastUsedAt: '2026-11-24T08:01:00Z' },
  { id: 'pk-2', name: 'Phone', createdAt: '2026-11-20T18:40:00Z', lastUsedAt: null },
];

export const sessions: SessionItem[] = [
  {
    id: 's-1',
    current: true,
    browser: 'Chrome 156',
    os: 'macOS Sequoia',
    ip: '203.0.113.7',
    method: 'passkey',
    createdAt: '2026-11-24T08:01:00Z',
    lastSeenAt: '2026-11-24T18:42:00Z',
  },
  {
    id: 's-2',
    current: false,
    browser: 'Firefox 140',
    os: 'Windows 11',
    ip: '198.51.100.23',
    method: 'password',
    createdAt: '2026-11-21T13:10:00Z',
    lastSeenAt: '2026-11-23T16:05:00Z',
  },
  {
    id: 's-3',
    current: false,
    browser: 'Safari 19',
    os: 'iOS 19',
    ip: null,
    method: 'totp',
    createdAt: '2026-11-19T07:55:00Z',
    lastSeenAt: '2026-11-19T08:20:00Z',
  },
];

export const activity: ActivityItem[] = [
  {
    id: 'a-1',
    at: '2026-11-24T08:01:00Z',
    ip: '203.0.113.7',
    browser: 'Chrome 156',
    os: 'macOS Sequoia',
    method: 'passkey',
    outcome: 'success',
  },
  {
    id: 'a-2',
    at: '2026-11-23T22:14:00Z',
    ip: '192.0.2.99',
    browser: 'Unknown browser',
    os: 'Linux',
    method: 'password',
    outcome: 'locked',
  },
  {
    id: 'a-3',
    at: '2026-11-23T22:13:00Z',
    ip: '192.0.2.99',
    browser: 'Unknown browser',
    os: 'Linux',
    method: 'password',
    outcome: 'failure',
  },
  {
    id: 'a-4',
    at: '2026-11-21T13:10:00Z',
    ip: '198.51.100.23',
    browser: 'Firefox 140',
    os: 'Windows 11',
    method: 'totp',
    outcome: 'success',
  },
  {
    id: 'a-5',
    at: '2026-11-19T07:55:00Z',
    ip: '198.51.100.50',
    browser: 'Safari 19',
    os: 'iOS 19',
    method: 'recovery_code',
    outcome: 'success',
  },
];
