import { createRequire } from 'node:module';
import path from 'node:path';
import { type Response, Router } from 'express';
import { createApiDocument } from './document.ts';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js'] as const;

// Everything the page loads comes from this server: it works offline and under `script-src 'self'`.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>WinHub API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

const START = `window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  tryItOutEnabled: true,
  presets: [window.SwaggerUIBundle.presets.apis],
});
`;

const cacheFor = (res: Response, seconds: number) => res.set('Cache-Control', `public, max-age=${seconds}`);

/** `/api/openapi.json` (the OpenAPI 3.1 document) and `/api/docs` (an interactive reference rendering it). */
export function createApiDocsRouter(): Router {
  const document = createApiDocument();
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/docs/start.js', (_req, res) => {
    res.type('js').send(START);
  });
  for (const asset of ASSETS) {
    router.get(`/docs/${asset}`, (_req, res) => {
      // pnpm keeps packages under `node_modules/.pnpm`: a dot folder send() would refuse.
      cacheFor(res, 3600).sendFile(path.join(swaggerUiDir, asset), { dotfiles: 'allow' });
    });
  }
  return router;
}
