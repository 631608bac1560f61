import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServicePerson, WinHubOrganization } from './winhubClient.ts';

export interface StandInSession {
  id: string;
  /** WinHub's session this one belongs to: its back-channel logout names it. */
  sid: string;
  subject: string;
  accessToken: string;
  user: ServicePerson;
  organization: WinHubOrganization;
  createdAt: string;
  checkedAt: string;
  /** Set when the session ended, and why: the page says so once more, then forgets it. */
  endedAt?: string;
  endedBy?: 'you' | 'winhub';
}

/** How long an ended session is remembered, so its page can say why it ended. */
const ENDED_KEPT_MS = 24 * 60 * 60_000;

/**
 * The stand-in's own sessions, by the id in its cookie. Kept in a JSON file (written whole, through a
 * temporary file and a rename, so a crash never leaves half a file) when one is given, so a stand-in
 * that was down keeps its sessions until WinHub's logout token reaches it.
 */
export function createSessionStore(file: string | null) {
  const sessions = new Map<string, StandInSession>();
  if (file) {
    try {
      for (const session of JSON.parse(readFileSync(file, 'utf8')) as StandInSession[]) {
        sessions.set(session.id, session);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const save = () => {
    if (!file) return;
    const now = Date.now();
    for (const [id, session] of sessions) {
      if (session.endedAt && now - Date.parse(session.endedAt) > ENDED_KEPT_MS) sessions.delete(id);
    }
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify([...sessions.values()], null, 2));
    renameSync(temporary, file);
  };

  return {
    get: (id: string | undefined) => (id ? sessions.get(id) : undefined),
    create(fields: Omit<StandInSession, 'id' | 'createdAt' | 'checkedAt'>): StandInSession {
      const now = new Date().toISOString();
      const session = {
        ...fields,
        id: randomBytes(24).toString('base64url'),
        createdAt: now,
        checkedAt: now,
      };
      sessions.set(session.id, session);
      save();
      return session;
    },
    update(id: string, fields: Partial<StandInSession>) {
      const session = sessions.get(id);
      if (!session) return;
      sessions.set(id, { ...session, ...fields });
      save();
    },
    /** Ends every live session matching `match`; how many ended. */
    end(match: (session: StandInSession) => boolean, endedBy: 'you' | 'winhub'): number {
      let ended = 0;
      for (const session of sessions.values()) {
        if (session.endedAt || !match(session)) continue;
        session.endedAt = new Date().toISOString();
        session.endedBy = endedBy;
        ended += 1;
      }
      if (ended > 0) save();
      return ended;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
