export {
  type ActivityFilters,
  type ActivityPerson,
  noActivityFilters,
  OrganizationActivity,
  type OrganizationActivityProps,
  type OrganizationEvent,
} from './OrganizationActivity.tsx';
export {
  describeEvent,
  type EventKindNames,
  type OrganizationEventKind,
  type OrganizationEventWhat,
} from './organizationEvents.ts';
