import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { forbidden } from '../domain/errors.ts';

/**
 * Whether a socket's remote address is this machine: 127.0.0.0/8, ::1, or an IPv4-mapped 127.x
 * (`::ffff:127.0.0.1`, as a dual-stack socket reports an IPv4 loopback client).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return isIP(ip) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(ip);
}

const MESSAGE =
  'The embedded mailbox answers only on the machine WinHub runs on: open it there, at localhost.';

/** True for a request that came from this machine, judged by its socket alone (never a forwarded header). */
export const fromThisMachine = (req: { socket: { remoteAddress?: string | undefined } }) =>
  isLoopbackAddress(req.socket.remoteAddress);

/**
 * The embedded mailbox's api holds every reset and verification link of the install: only this machine
 * reads it. Behind a proxy on another host nothing passes; a proxy on this machine is the operator's.
 */
export const mailboxApiGuard: RequestHandler = (req, _res, next) =>
  fromThisMachine(req) ? next() : next(forbidden('mailbox_local_only', MESSAGE));

/** The mailbox page's refusal: a plain page, for a browser that reached `/mailbox` from elsewhere. */
export const mailboxPageGuard: RequestHandler = (req, res, next) => {
  if (fromThisMachine(req)) return next();
  res
    .status(403)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Mailbox: this machine only</title></head><body><h1>Mailbox: this machine only</h1><p>${MESSAGE}</p></body></html>\n`,
    );
};
