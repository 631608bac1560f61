import type { NextFunction, Request, Response } from 'express';

/**
 * The provider builds its endpoint URLs from the request; these headers make that request say
 * PUBLIC_ORIGIN whatever Host or X-Forwarded-* the client sent (see `runEmbeddedProvider`).
 */
export function pinPublicOrigin(publicOrigin: string) {
  const { host, protocol } = new URL(publicOrigin);
  const proto = protocol.replace(':', '');
  return (req: Request, _res: Response, next: NextFunction) => {
    req.headers.host = host;
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = proto;
    req.headers['x-forwarded-for'] = req.ip;
    next();
  };
}
