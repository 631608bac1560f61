import type { PendingInvitation, TeamMember } from './teamTypes.ts';

/** Sample people for the team stories (fixed dates, so screenshots do not move). */
export const team: TeamMember[] = [
  {
    id: 'm-ana',
    fullName: 'Ana Souza',
    email: 'ana@souzacomercio.com.br',
    role: 'admin',
    canPostAsCompany: true,
    canSellAsCompany: true,
    hasSecondFactor: true,
    joinedAt: '2026-03-02T12:00:00Z',
    lastSignInAt: '2026-11-24T18:42:00Z',
  },
  {
    id: 'm-bruno',
    fullName: 'Bruno Lima',
    email: 'bruno.lima@souzacomercio.com.br',
    role: 'admin',
    canPostAsCompany: true,
    canSellAsCompany: false,
    hasSecondFactor: true,
    joinedAt: '2026-04-11T12:00:00Z',
    lastSignInAt: '2026-11-23T09:05:00Z',
  },
  {
    id: 'm-carla',
    fullName: 'Carla Mendes',
    email: 'carla@souzacomercio.com.br',
    role: 'member',
    canPostAsCompany: false,
    canSellAsCompany: true,
    hasSecondFactor: false,
    joinedAt: '2026-06-20T12:00:00Z',
    lastSignInAt: '2026-11-20T14:30:00Z',
  },
  {
    id: 'm-diego',
    fullName: 'Diego Rocha',
    email: 'diego.rocha@souzacomercio.com.br',
    role: 'member',
    canPostAsCompany: true,
    canSellAsCompany: false,
    hasSecondFactor: true,
    joinedAt: '2026-09-01T12:00:00Z',
    lastSignInAt: '2026-11-18T08:12:00Z',
  },
  {
    id: 'm-elisa',
    fullName: 'Elisa Prado',
    email: 'elisa.prado@gmail.com',
    role: 'member',
    canPostAsCompany: false,
    canSellAsCompany: false,
    hasSecondFactor: false,
    joinedAt: '2026-11-22T12:00:00Z',
    lastSignInAt: null,
  },
];

const firstNames = [
  'Gabriel',
  'Helena',
  'Igor',
  'Júlia',
  'Kauê',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
];
const lastNames = ['Almeida', 'Barros', 'Cardoso', 'Duarte'];

/** Twenty people of a 1,000-person organization, as its third page of 20 would list them. */
export const largeTeamPage: TeamMember[] = Array.from({ length: 20 }, (_, index) => {
  const first = firstNames[index % firstNames.length] ?? 'Gabriel';
  const last = lastNames[index % lastNames.length] ?? 'Almeida';
  const number = 41 + index;
  return {
    id: `m-${number}`,
    fullName: `${first} ${last}`,
    email: `${first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${last.toLowerCase()}${number}@atacadao-exemplo.com.br`,
    role: index % 9 === 0 ? 'admin' : 'member',
    canPostAsCompany: index % 3 === 0,
    canSellAsCompany: index % 4 === 0,
    hasSecondFactor: index % 5 !== 0,
    joinedAt: `2025-${String((index % 12) + 1).padStart(2, '0')}-15T12:00:00Z`,
    lastSignInAt: index % 7 === 6 ? null : `2026-11-${String((index % 20) + 1).padStart(2, '0')}T10:00:00Z`,
  };
});

export const invitations: PendingInvitation[] = [
  {
    id: 'inv-felipe',
    email: 'felipe@souzacomercio.com.br',
    role: 'member',
    canPostAsCompany: false,
    canSellAsCompany: true,
    invitedBy: 'Ana Souza',
    expiresAt: '2026-11-30T18:00:00Z',
    isExpired: false,
  },
  {
    id: 'inv-gisele',
    email: 'gisele.contabil@outlook.com',
    role: 'admin',
    canPostAsCompany: false,
    canSellAsCompany: false,
    invitedBy: 'Bruno Lima',
    expiresAt: '2026-11-12T10:00:00Z',
    isExpired: true,
  },
];
