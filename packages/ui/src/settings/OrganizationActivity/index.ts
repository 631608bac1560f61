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
  EVENT_KINDS,
  type OrganizationEventKind,
  type OrganizationEventWhat,
} from './organizationEvents.ts';
