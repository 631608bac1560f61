export {
  freePlanOffer,
  type OrganizationSizeTier,
  organizationSizeTiers,
  type PlanOffer,
  type PriceId,
  premiumPlanOffer,
} from './plans.ts';
