import type { OrganizationEvent } from './OrganizationActivity.tsx';

const ana = { name: 'Ana Souza', email: 'ana@souzacomercio.com.br' };
const bruno = { name: 'Bruno Lima', email: 'bruno.lima@souzacomercio.com.br' };
const carla = { name: 'Carla Mendes', email: 'carla@souzacomercio.com.br' };
const chrome = { ip: '203.0.113.7', browser: 'Chrome 156 on macOS' };
const firefox = { ip: '198.51.100.23', browser: 'Firefox 140 on Windows 11' };

/** Sample organization events for the activity stories, newest first (fixed dates). */
export const organizationEvents: OrganizationEvent[] = [
  {
    id: 'e-9',
    at: '2026-11-24T18:40:00Z',
    who: ana,
    what: { kind: 'permission_changed', permission: 'canSellAsCompany', granted: true },
    whom: carla,
    ...chrome,
  },
  {
    id: 'e-8',
    at: '2026-11-24T18:35:00Z',
    who: ana,
    what: { kind: 'role_changed', from: 'member', to: 'admin' },
    whom: bruno,
    ...chrome,
  },
  {
    id: 'e-7',
    at: '2026-11-23T10:02:00Z',
    who: carla,
    what: { kind: 'invitation_accepted', role: 'member' },
    whom: null,
    ip: '192.0.2.45',
    browser: 'Safari 19 on iOS 19',
  },
  {
    id: 'e-6',
    at: '2026-11-22T16:20:00Z',
    who: bruno,
    what: { kind: 'invitation_sent', role: 'member' },
    whom: { name: null, email: 'gisele.contabil@outlook.com' },
    ...firefox,
  },
  {
    id: 'e-5',
    at: '2026-11-21T09:00:00Z',
    who: ana,
    what: { kind: 'second_factor_policy_changed', required: true },
    whom: null,
    ...chrome,
  },
  {
    id: 'e-4',
    at: '2026-11-20T11:11:00Z',
    who: null,
    what: { kind: 'plan_changed', from: 'Free', to: 'Premium' },
    whom: null,
    ip: null,
    browser: null,
  },
  {
    id: 'e-3',
    at: '2026-11-19T15:45:00Z',
    who: ana,
    what: { kind: 'member_removed' },
    whom: { name: 'Diego Rocha', email: 'diego.rocha@souzacomercio.com.br' },
    ...chrome,
  },
  {
    id: 'e-2',
    at: '2026-11-18T08:30:00Z',
    who: bruno,
    what: { kind: 'profile_changed', fields: ['website', 'phone'] },
    whom: null,
    ...firefox,
  },
];
