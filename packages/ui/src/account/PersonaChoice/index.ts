export { PersonaChoice, type PersonaChoiceProps } from './PersonaChoice.tsx';
export { defaultPersonaOptions, type Persona, type PersonaOption } from './personas.ts';
