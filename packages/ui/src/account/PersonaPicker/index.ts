export { PersonaPicker, type PersonaPickerProps } from './PersonaPicker.tsx';
export { type BusinessProfile, type BusinessProfileOption, defaultBusinessProfiles } from './profiles.ts';
