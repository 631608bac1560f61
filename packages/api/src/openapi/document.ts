import { createDocument } from 'zod-openapi';
import {
  billingSubscriptionSchema,
  errorResponseSchema,
  invoiceSchema,
  organizationProfileSchema,
  sessionResponseSchema,
  sessionUserSchema,
} from '../contract/index.ts';
import { apiPaths } from './operations.ts';

/** The OpenAPI 3.1 description of the api, generated from the zod contract. */
export function createApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'WinHub API',
      version: '1.0.0',
      description:
        'Every answer is JSON. Failures are `{ "error": { "code", "message", "details"? } }` with a 4xx or 5xx status.',
    },
    servers: [{ url: '/' }],
    paths: apiPaths,
    components: {
      schemas: {
        ErrorResponse: errorResponseSchema,
        SessionUser: sessionUserSchema,
        SessionResponse: sessionResponseSchema,
        OrganizationProfile: organizationProfileSchema,
        BillingSubscription: billingSubscriptionSchema,
        Invoice: invoiceSchema,
      },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access token from sign-in.' },
        serviceClient: {
          type: 'http',
          scheme: 'basic',
          description: 'A service’s client id (`winhub-<service>`) and secret (`pnpm service-credentials`).',
        },
      },
    },
  });
}
