/**
 * The api's zod contract, loaded on first use: answers are parsed with it, but zod stays out of
 * the first-load JavaScript of pages that have not called the api yet.
 */
export const loadContract = () => import('@winhub/api/contract');
