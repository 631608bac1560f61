import type { TestimonialCardProps } from '../TestimonialCard/TestimonialCard.tsx';

export const defaultTestimonials: readonly TestimonialCardProps[] = [
  {
    quote:
      'We moved sales, stock and meetings into WinHub in one afternoon. Our team is 40% more productive and nobody juggles passwords any more.',
    name: 'Mariana Costa',
    role: 'COO, Vértice Logística',
  },
  {
    quote:
      'The ERP and the marketplace talk to each other out of the box. Orders reach the warehouse before I finish my coffee.',
    name: 'Rafael Lima',
    role: 'Founder, Casa Lima Store',
  },
  {
    quote:
      'Starting free with five people let us try everything without risk. Upgrading to Premium took two minutes.',
    name: 'Juliana Alves',
    role: 'Managing Partner, Alves Consultoria',
  },
];
