import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { oneLayer } from '../../src/http/oneLayer.ts';

/** What each handler saw, and the app's answer: the steps in order, or the error's message. */
function appWith(handlers: RequestHandler[]) {
  const steps: string[] = [];
  const app = express();
  app.use((_req, res, next) => {
    res.locals.steps = steps;
    next();
  });
  app.use(oneLayer(handlers));
  app.use((_req, res) => {
    res.json({ steps });
  });
  const failed: ErrorRequestHandler = (error: Error, _req, res, _next) => {
    res.status(500).json({ steps, error: error.message });
  };
  app.use(failed);
  return app;
}

const step =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    (res.locals.steps as string[]).push(name);
    next();
  };

describe('oneLayer', () => {
  it('runs the handlers in order, then the layers after it', async () => {
    const answer = await request(appWith([step('a'), step('b'), step('c')])).get('/');
    expect(answer.body).toEqual({ steps: ['a', 'b', 'c'] });
  });

  it('goes on after a handler that calls next later', async () => {
    const later: RequestHandler = (_req, _res, next) => {
      setImmediate(next);
    };
    const answer = await request(appWith([step('a'), later, step('c')])).get('/');
    expect(answer.body).toEqual({ steps: ['a', 'c'] });
  });

  it("takes a handler's next(error) or throw to the error handler, skipping the handlers after it", async () => {
    const failing: RequestHandler = (_req, _res, next) => next(new Error('passed on'));
    const throwing: RequestHandler = () => {
      throw new Error('thrown');
    };
    const passed = await request(appWith([step('a'), failing, step('c')])).get('/');
    expect(passed.status).toBe(500);
    expect(passed.body).toEqual({ steps: ['a'], error: 'passed on' });
    const thrown = await request(appWith([step('a'), throwing, step('c')])).get('/');
    expect(thrown.body).toEqual({ steps: ['a'], error: 'thrown' });
  });

  it("takes an async handler's rejection to the error handler", async () => {
    const rejecting: RequestHandler = async () => {
      throw new Error('rejected');
    };
    const answer = await request(appWith([step('a'), rejecting, step('c')])).get('/');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ steps: ['a'], error: 'rejected' });
  });

  it("treats next('route') as next(), as the router does for a middleware layer", async () => {
    const route: RequestHandler = (_req, _res, next) => next('route');
    const answer = await request(appWith([route, step('b')])).get('/');
    expect(answer.body).toEqual({ steps: ['b'] });
  });
});
