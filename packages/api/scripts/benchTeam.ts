// The team load of `pnpm bench:api` (PostgreSQL only): the team list of a BENCH_TEAM_SIZE-member
// (default 1,000) organization, a page in the middle and a search, each as the organization's admin.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Figures, failures } from './benchProcesses.ts';

const teamSize = Number(process.env.BENCH_TEAM_SIZE ?? 1000);
const TARGET_P99_MS = 50;

/** A load the bench runs: its server process, its url and the bearer tokens its requests take in turn. */
export interface Load {
  name: string;
  pid: number | undefined;
  url: string;
  tokens: string[];
}

/**
 * Fills the organization of `adminToken` up to the team size, straight in PostgreSQL (signing up a
 * thousand people through the api would take minutes of password hashing): answers its id.
 */
async function fillTeam(origin: string, adminToken: string, postgresUrl: string, schemaName: string) {
  const organizations = await fetch(`${origin}/api/organizations`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { activeOrganizationId } = (await organizations.json()) as { activeOrganizationId: string };
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schemaName}"`);
    const tag = randomBytes(4).toString('hex');
    await client.query(
      `WITH people AS (
         INSERT INTO users (id, username, email, "fullName", "identitySubject")
         SELECT gen_random_uuid()::text, 'team_' || $2 || '_' || n, 'team.' || $2 || '.' || n || '@example.com',
                'Team Member ' || n, NULL
         FROM generate_series(1, $3::int) AS n RETURNING id
       )
       INSERT INTO memberships (id, "organizationId", "userId", role)
       SELECT gen_random_uuid()::text, $1, id, 'member' FROM people`,
      [activeOrganizationId, tag, teamSize - 1],
    );
    await client.query('ANALYZE memberships; ANALYZE users');
  } finally {
    await client.end();
  }
  return activeOrganizationId;
}

/** The admin's organization filled, and its two team-list loads: page 21 and a search. */
export async function teamLoads(server: {
  origin: string;
  port: number;
  pid: number | undefined;
  adminToken: string;
  postgresUrl: string;
  schemaName: string;
}): Promise<Load[]> {
  const { origin, port, pid, adminToken, postgresUrl, schemaName } = server;
  const teamId = await fillTeam(origin, adminToken, postgresUrl, schemaName);
  const members = `http://127.0.0.1:${port}/api/organizations/${teamId}/members`;
  return [
    {
      name: `team list (${teamSize} members), page 21`,
      pid,
      url: `${members}?offset=500&limit=25`,
      tokens: [adminToken],
    },
    {
      name: `team list (${teamSize} members), search`,
      pid,
      url: `${members}?search=member%2042`,
      tokens: [adminToken],
    },
  ];
}

/** One team load's line: its median round against the target (p99 < 50 ms, no error in any round). */
export function reportTeamLoad(figures: Figures, rounds: Figures[]) {
  const errors = failures(rounds);
  const met = figures.p99 < TARGET_P99_MS && errors === 0;
  console.log(
    `${figures.name}: ${Math.round(figures.requestsPerSecond)} req/s, p99 ${figures.p99} ms, errors ${errors} (target p99 < ${TARGET_P99_MS} ms, 0 errors: ${met ? 'met' : 'not met'})`,
  );
}
