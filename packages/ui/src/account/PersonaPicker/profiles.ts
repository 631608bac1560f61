/** Profiles of /persona-selection (spec §2); the texts are Portuguese as in the product. */
export type BusinessProfile = 'entrepreneur' | 'startup' | 'corporate' | 'retail' | 'industry';

export type BusinessProfileOption = {
  id: BusinessProfile;
  title: string;
  description: string;
  features: readonly string[];
};

export const defaultBusinessProfiles: readonly BusinessProfileOption[] = [
  {
    id: 'entrepreneur',
    title: 'Empreendedor',
    description: 'Para quem está começando o próprio negócio.',
    features: ['Gestão simplificada', 'Vendas online', 'Reuniões rápidas'],
  },
  {
    id: 'startup',
    title: 'Startup',
    description: 'Equipes ágeis que precisam crescer rápido.',
    features: ['Escalabilidade', 'Colaboração', 'Métricas em tempo real'],
  },
  {
    id: 'corporate',
    title: 'Corporativo',
    description: 'Empresas com processos e equipes maiores.',
    features: ['ERP completo', 'Controle de acesso', 'Relatórios avançados'],
  },
  {
    id: 'retail',
    title: 'Varejo',
    description: 'Lojas físicas e online em um só lugar.',
    features: ['Marketplace', 'Controle de estoque', 'Pagamentos'],
  },
  {
    id: 'industry',
    title: 'Indústria',
    description: 'Produção, logística e armazéns conectados.',
    features: ['Gestão de armazém', 'Logística', 'Rastreamento GPS'],
  },
];
