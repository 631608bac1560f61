import { vars } from '@winhub/tokens';

/**
 * Each service's own colour (token var), used for its tile, icon and card edge. Its keys are the ui's
 * service ids; what a service is called and what it does come in as props (the app has them from the api
 * contract's catalogue).
 */
export const serviceColor = {
  market: vars.color.serviceMarket,
  auth: vars.color.serviceAuth,
  ads: vars.color.serviceAds,
  erp: vars.color.serviceErp,
  meet: vars.color.serviceMeet,
  wms: vars.color.serviceWms,
} satisfies Record<string, string>;

export type ServiceId = keyof typeof serviceColor;

export const serviceIds = Object.keys(serviceColor) as ServiceId[];
