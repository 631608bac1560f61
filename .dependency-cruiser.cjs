// The shape of the code, checked by `pnpm lint` (ARCHITECTURE.md draws it): packages point one way
// (app → ui → tokens, app → api's contract), ui stays pure, and inside the api the layers point down:
// contract ← domain ← services ← routes ← http, with the adapters (identity, payments, mail,
// observability, backup) implementing the ports of domain/ports: services and routes never import them,
// and they never import the layers that use them. The composition root (compose*.ts, server.ts) wires both.
const api = (folder) => `^packages/api/src/${folder}`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports has no bottom: split the shared part out.',
      from: { path: '^packages/[^/]+/src', pathNot: 'routeTree\\.gen\\.ts$' },
      to: { circular: true, viaOnly: { pathNot: 'routeTree\\.gen\\.ts$' } },
    },
    {
      name: 'tokens-are-the-bottom',
      severity: 'error',
      from: { path: '^packages/tokens/src' },
      to: { path: '^packages/(ui|app|api)/' },
    },
    {
      name: 'ui-is-pure',
      severity: 'error',
      comment: 'ui gets data as props and gives actions as callbacks: no router, query, app or api code.',
      from: { path: '^packages/ui/src' },
      to: { path: ['^packages/(app|api)/', '@tanstack/react-(router|query)'] },
    },
    {
      name: 'app-uses-only-the-api-contract',
      severity: 'error',
      from: { path: '^packages/app/src' },
      to: { path: '^packages/api/', pathNot: '^packages/api/src/contract/' },
    },
    {
      name: 'contract-is-the-api-bottom',
      severity: 'error',
      from: { path: api('contract/') },
      to: { path: '^packages/api/src/', pathNot: api('contract/') },
    },
    {
      name: 'domain-knows-only-the-contract',
      severity: 'error',
      comment: 'The rules and their ports name no storage: no Prisma client, generated or not.',
      from: { path: api('domain/') },
      to: { path: ['^packages/api/src/', '@prisma/'], pathNot: [api('domain/'), api('contract/')] },
    },
    {
      name: 'services-below-routes-and-http',
      severity: 'error',
      comment:
        'Business rules take Prisma and ports as arguments and throw domain errors; HTTP is above them.',
      from: { path: api('services/') },
      to: { path: [api('routes/'), api('http/'), api('(compose\\w*|server|main)\\.ts$')] },
    },
    {
      name: 'services-and-routes-use-ports',
      severity: 'error',
      comment:
        'Services and routes reach the adapters through the ports of domain/ports, given by the composition root.',
      from: { path: [api('services/'), api('routes/')] },
      to: { path: api('(identity|payments|mail|observability|backup)/') },
    },
    {
      name: 'routes-below-http',
      severity: 'error',
      comment: 'Routes parse, call a service and answer; the app factory and middleware are given to them.',
      from: { path: api('routes/') },
      to: { path: [api('http/'), api('(compose\\w*|server|main)\\.ts$')] },
    },
    {
      name: 'adapters-never-import-back',
      severity: 'error',
      comment: 'identity, payments, mail, observability and backup are called through ports.',
      from: { path: api('(identity|payments|mail|observability|backup)/') },
      to: { path: [api('services/'), api('routes/'), api('http/'), api('(compose\\w*|server|main)\\.ts$')] },
    },
  ],
  options: {
    // npm packages and the generated Prisma client are nodes of the graph, so a rule sees an import of
    // them (the domain's of Prisma, ui's of the router), but what they import is not followed
    doNotFollow: { path: ['node_modules', '/generated/'] },
    exclude: {
      path: ['/dist/', '\\.stories\\.tsx$', '\\.test\\.tsx?$', '/test/', '/e2e/'],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    combinedDependencies: true,
  },
};
