import { EVENT_KIND_NAMES } from '../../contract/organizationEventKinds.ts';
import {
  type ActivityQuery,
  activityQuerySchema,
  type OrganizationActivityResponse,
  type OrganizationEvent,
  type OrganizationEventWhat,
  organizationEventWhatSchema,
} from '../../contract/teams.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { browserInWords } from '../sessions/browserInWords.ts';

/** Who acts, and from where (the request's address and User-Agent). */
export interface Actor {
  userId: string;
  name: string;
  email: string;
  ip: string | null;
  userAgent: string | null;
}

/** Whom an event is about: a person, or an invited address. */
export interface ActivitySubject {
  userId?: string | null;
  email: string;
  name?: string | null;
}

/** Writes what happened in `organizationId`, in the transaction of the change itself. */
export async function recordActivity(
  tx: Prisma.TransactionClient,
  organizationId: string,
  actor: Actor | null,
  what: OrganizationEventWhat,
  subject: ActivitySubject | null = null,
): Promise<void> {
  const { kind, ...details } = what;
  await tx.organizationActivity.create({
    data: {
      organizationId,
      kind,
      details: details as Prisma.InputJsonObject,
      actorId: actor?.userId ?? null,
      actorName: actor?.name ?? null,
      actorEmail: actor?.email ?? null,
      ip: actor?.ip?.slice(0, 100) ?? null,
      userAgent: actor?.userAgent?.slice(0, 512) ?? null,
      subjectUserId: subject?.userId ?? null,
      subjectEmail: subject?.email ?? null,
      subjectName: subject?.name ?? null,
    },
  });
}

type Filters = Omit<ReturnType<typeof activityQuerySchema.parse>, 'offset' | 'limit'>;

const DAY_MS = 24 * 60 * 60_000;

function whereOf(organizationId: string, filters: Filters): Prisma.OrganizationActivityWhereInput {
  const person = filters.person;
  return {
    organizationId,
    ...(filters.kind !== 'all' ? { kind: filters.kind } : {}),
    ...(filters.from || filters.to
      ? {
          createdAt: {
            ...(filters.from ? { gte: new Date(`${filters.from}T00:00:00Z`) } : {}),
            ...(filters.to ? { lt: new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS) } : {}),
          },
        }
      : {}),
    ...(person
      ? {
          OR: [
            { actorName: { contains: person, mode: 'insensitive' } },
            { actorEmail: { contains: person, mode: 'insensitive' } },
            { subjectName: { contains: person, mode: 'insensitive' } },
            { subjectEmail: { contains: person, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
}

type Row = Prisma.OrganizationActivityGetPayload<object>;

function toEvent(row: Row): OrganizationEvent | null {
  const what = organizationEventWhatSchema.safeParse({
    ...(row.details as Record<string, unknown>),
    kind: row.kind,
  });
  if (!what.success) return null;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    who: row.actorEmail ? { name: row.actorName, email: row.actorEmail } : null,
    what: what.data,
    whom: row.subjectEmail ? { name: row.subjectName, email: row.subjectEmail } : null,
    ip: row.ip,
    browser: row.userAgent ? inWords(row.userAgent) : null,
  };
}

const inWords = (userAgent: string) => {
  const { browser, os } = browserInWords(userAgent);
  return `${browser} on ${os}`;
};

/** A page of the organization's activity, newest first. */
export async function listActivity(
  prisma: PrismaClient,
  organizationId: string,
  query: ActivityQuery,
): Promise<OrganizationActivityResponse> {
  const { offset, limit, ...filters } = activityQuerySchema.parse(query);
  const where = whereOf(organizationId, filters);
  const [rows, total] = await Promise.all([
    prisma.organizationActivity.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: offset,
      take: limit,
    }),
    prisma.organizationActivity.count({ where }),
  ]);
  return { events: rows.flatMap((row) => toEvent(row) ?? []), total, offset, limit };
}

/** A cell of CSV (RFC 4180), a leading formula character defused so a spreadsheet shows it as text. */
const cell = (value: string | null | undefined) => {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The details of an event as words, for the CSV's last column. */
function detailsInWords(what: OrganizationEventWhat): string {
  switch (what.kind) {
    case 'invitation_sent':
    case 'invitation_accepted':
      return `role: ${what.role}`;
    case 'role_changed':
      return `${what.from} -> ${what.to}`;
    case 'permission_changed':
      return `${what.permission}: ${what.granted ? 'granted' : 'withdrawn'}`;
    case 'plan_changed':
      return `${what.from} -> ${what.to}`;
    case 'profile_changed':
      return what.fields.join(' ');
    case 'second_factor_policy_changed':
      return what.required ? 'required' : 'not required';
    default:
      return '';
  }
}

export const ACTIVITY_CSV_HEADER = [
  'time',
  'event',
  'details',
  'by name',
  'by email',
  'about name',
  'about email',
  'ip',
  'browser',
];

/** Every event matching the filters (at most 100,000, newest first) as CSV. */
export async function activityCsv(
  prisma: PrismaClient,
  organizationId: string,
  query: Omit<ActivityQuery, 'offset' | 'limit'>,
): Promise<string> {
  const { offset: _offset, limit: _limit, ...filters } = activityQuerySchema.parse(query);
  const rows = await prisma.organizationActivity.findMany({
    where: whereOf(organizationId, filters),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100_000,
  });
  const lines = [ACTIVITY_CSV_HEADER.map(cell).join(',')];
  for (const row of rows) {
    const event = toEvent(row);
    if (!event) continue;
    lines.push(
      [
        event.at,
        EVENT_KIND_NAMES[event.what.kind],
        detailsInWords(event.what),
        event.who?.name,
        event.who?.email,
        event.whom?.name,
        event.whom?.email,
        event.ip,
        event.browser,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
