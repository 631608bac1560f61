import express, { type Request, type Response } from 'express';
import { answerRefusalsWith, type ErrorPage } from './errorPages.ts';
import { rejectUnstorableText } from './parse.ts';

/** What the interaction's forms post: a screen's form fields, or /login's JSON. */
export const interactionBody = [
  express.urlencoded({ extended: false, limit: '10kb' }),
  express.json({ limit: '16kb' }),
  rejectUnstorableText,
];

/** A posted field as typed ('' when missing or not text). */
export const formField = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The one way the provider's interaction answers: with its screens for a browser, with JSON for WinHub's
 * /login and the screens' passkey button (`Accept: application/json`). Refusals are thrown as domain
 * errors; the error handler answers them with their status, as JSON or as the step's page.
 */
export function interactionAnswer(req: Request, res: Response) {
  const json = req.accepts(['html', 'json']) === 'json';
  res.set('Cache-Control', 'no-store');
  return {
    /** How this step's refusals look to a browser: its screen again, the refusal above the form. */
    refusedWith(page: ErrorPage): void {
      answerRefusalsWith(res, page);
    },
    /** The authorization goes on at `location`: a redirect, or `{ location }`. */
    continueAt(location: string): void {
      if (json) res.json({ location });
      else res.status(303).location(location).end();
    },
    /** A screen; for JSON, `twin` when the step has one (what /login needs to draw its own). */
    show(html: string, twin?: object): void {
      if (json && twin) res.json(twin);
      else res.type('html').send(html);
    },
  };
}
