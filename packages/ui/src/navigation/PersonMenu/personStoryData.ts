import type { PersonMenuPerson } from './personMenuTypes.ts';

/** A person of two organizations, for the person menu stories (callbacks added by each story). */
export const person: Omit<PersonMenuPerson, 'onSwitchOrganization'> = {
  fullName: 'Ana Souza',
  email: 'ana@souzacomercio.com.br',
  activeOrganizationId: 'org-souza',
  organizations: [
    { id: 'org-souza', name: 'Souza Comércio', role: 'admin' },
    { id: 'org-lima', name: 'Lima & Filhos Distribuidora de Alimentos', role: 'member' },
  ],
};
