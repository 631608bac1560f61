export { BusinessProfilePicker, type BusinessProfilePickerProps } from './BusinessProfilePicker.tsx';
export { type BusinessProfile, type BusinessProfileOption, defaultBusinessProfiles } from './profiles.ts';
