/** Who is registering (docs/product/sign-in-and-session.md, "Create an account (/register)"). */
export type Persona = 'empresa' | 'anunciante' | 'publicador';

export type PersonaOption = { id: Persona; title: string; description: string };

export const defaultPersonaOptions: readonly PersonaOption[] = [
  {
    id: 'empresa',
    title: 'Business/Professional',
    description: 'Run your company with ERP, Market, Meet and every other service.',
  },
  {
    id: 'anunciante',
    title: 'Advertiser',
    description: 'Promote your brand with smart, measurable campaigns.',
  },
  {
    id: 'publicador',
    title: 'Publisher',
    description: 'Publish content and earn from the ads shown with it.',
  },
];
