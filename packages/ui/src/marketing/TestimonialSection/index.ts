export { defaultTestimonials } from './defaultTestimonials.ts';
export { TestimonialSection, type TestimonialSectionProps } from './TestimonialSection.tsx';
