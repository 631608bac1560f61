import type { Request } from 'express';

/** Where a change comes from: the request's address and browser, as organization activity records them. */
export const fromOf = (req: Request) => ({ ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null });
