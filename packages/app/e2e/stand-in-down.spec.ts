import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fromOwnAddress, typeCredentials } from './mail-support.ts';
import { answering, freePort, repoRoot, startOwnWinHub, stopGroup } from './own-server.ts';
import { signOutFromHeader } from './support.ts';

// A WinHub of its own whose ERP is a stand-in this test starts, stops and starts again (its sessions kept
// in a file): the stand-in is down while the person signs out, and is signed out when it is back.

const ERP_SECRET = 'erp-secret-of-the-stand-in-down-test-0123456789';
let winhub: Awaited<ReturnType<typeof startOwnWinHub>>;
let erpPort: number;
let sessionDir: string;
let erp: ChildProcess | undefined;

const startErp = async () => {
  erp = spawn('pnpm', ['--filter', '@winhub/stand-in-service', 'start'], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      WINHUB_ORIGIN: winhub.origin,
      SERVICE: 'erp',
      DISPLAY_NAME: 'WinHub ERP',
      CLIENT_SECRET: ERP_SECRET,
      PORT: String(erpPort),
      SESSION_FILE: path.join(sessionDir, 'sessions.json'),
    },
  });
  await answering(`http://localhost:${erpPort}/health`);
};

// its tests share the server started in beforeAll: one worker runs them in order
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  erpPort = await freePort();
  sessionDir = mkdtempSync(path.join(tmpdir(), 'winhub-erp-'));
  winhub = await startOwnWinHub({
    SERVICE_ORIGINS: `erp=http://localhost:${erpPort}`,
    SERVICE_CLIENT_SECRETS: `erp=${ERP_SECRET}`,
  });
  await startErp();
});

test.afterAll(async () => {
  await stopGroup(erp);
  await winhub?.stop();
  rmSync(sessionDir, { recursive: true, force: true });
});

test('a stand-in that is down during Sign Out is signed out when it comes back', async ({
  page,
  request,
}) => {
  await fromOwnAddress(page);
  const email = `down-${Date.now()}@example.com`;
  const created = await request.post(`${winhub.origin}/api/create-account`, {
    data: {
      email,
      fullName: 'Diana Down',
      password: 'secret-pass-1',
      persona: 'empresa',
      organizationName: 'Down Ltda',
      employees: '1-5',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`${winhub.origin}/login?returnTo=%2Fdashboard`);
  await typeCredentials(page, email, 'secret-pass-1');
  await expect(page).toHaveURL(/\/dashboard$/);

  const [erpTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open ERP' }).click(),
  ]);
  await expect(erpTab.getByRole('heading', { name: 'Signed in as Diana Down' })).toBeVisible();

  await stopGroup(erp);
  await page.bringToFront();
  await signOutFromHeader(page);
  await expect(page).toHaveURL(new RegExp(`^${winhub.origin}/$`));
  // WinHub tries to tell the ERP, fails, and keeps the logout in its outbox
  await page.waitForTimeout(3_000);

  await startErp();
  await expect(async () => {
    await erpTab.reload();
    await expect(erpTab.getByRole('heading', { name: 'You are not signed in to WinHub ERP' })).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 40_000, intervals: [1_000] });
});
