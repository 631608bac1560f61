import * as z from 'zod/mini';

/** An optional text parameter: anything else on the address is ignored rather than failing the page. */
export const optionalParam = z.catch(z.optional(z.string()), undefined);

/** /login and the redirect screens read returnTo and target (spec §2). */
export const redirectSearchSchema = z.object({ returnTo: optionalParam, target: optionalParam });
export type RedirectSearch = z.infer<typeof redirectSearchSchema>;

/** /register's prefill (spec §2). */
export const prefillSourceSchema = z.object({
  email: optionalParam,
  name: optionalParam,
  businessType: optionalParam,
  employees: optionalParam,
});
export type PrefillSource = z.infer<typeof prefillSourceSchema>;
