import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

import { ERP_CLIENT_SECRET } from './globalSetup.ts';

const origin = () => process.env.WINHUB_EXTERNAL_ORIGIN ?? '';
const here = path.dirname(fileURLToPath(import.meta.url));

/** The provider's own login form (LemonLDAP::NG's portal, on 127.0.0.1). */
async function providerLogin(page: Page, user: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//);
  await page.locator('input[name="user"]').fill(user);
  await page.locator('input[name="password"]').fill(user);
  await page.locator('input[name="password"]').press('Enter');
}

/**
 * LemonLDAP::NG's sign-out page loads each relying party's front-channel logout, then offers Continue.
 * When it has no relying party to tell (seen after a renewed session, now and then), it ends its
 * session and returns at once, without the page.
 */
async function leaveProviderSignOutPage(page: Page) {
  await page.waitForURL(
    (url) => url.pathname.endsWith('/oauth2/logout') || (url.origin === origin() && url.pathname === '/'),
  );
  if (new URL(page.url()).origin !== origin()) await page.getByRole('button', { name: /Continue/ }).click();
}

/** /login asks only for the email: the provider holds the password, and its own screen asks for it. */
async function signInFromLogin(page: Page, user: string) {
  await page.goto(`${origin()}/login?returnTo=%2Fdashboard`);
  await expect(page.getByText(/handled by your sign-in provider/)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('Email').fill(`${user}@badwolf.org`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await providerLogin(page, user);
  await expect(page).toHaveURL(`${origin()}/dashboard`);
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('winhub_auth_token'),
    idToken: localStorage.getItem('winhub_id_token'),
    user: JSON.parse(localStorage.getItem('winhub_user') ?? 'null') as { fullName: string } | null,
  }));

/** Changes the running provider's configuration through its CLI; the portal re-reads it every second. */
function providerCli(...args: string[]) {
  execFileSync(path.join(here, 'lemonldap', 'cli.sh'), args, {
    env: { ...process.env, LLNG_RUN: process.env.WINHUB_EXTERNAL_LLNG_RUN },
    stdio: 'ignore',
  });
  execFileSync('sleep', ['1.5']);
}

/** Signs out of WinHub; the provider's sign-out page (it tells WinHub by front-channel) continues back home. */
async function signOut(page: Page) {
  // in the header's person menu: these people have an organization, so the menu replaces the header's own
  // Sign Out once their organizations have come (pressing that button as the menu arrives would miss it)
  const header = page.getByRole('navigation', { name: 'App' });
  await expect(header.getByRole('button').first()).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeHidden({ timeout: 30_000 });
  await header.getByRole('button').first().click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await leaveProviderSignOutPage(page);
  // the provider's Continue comes back to the post-logout URI with an empty query
  await expect(page).toHaveURL((url) => url.origin === origin() && url.pathname === '/');
  expect((await storedSession(page)).token).toBeNull();
}

test('WinHub with LemonLDAP::NG: sign-in, hand-off, sign-out, another person, registration, opaque access tokens', async ({
  page,
  request,
}) => {
  await test.step('dwho signs in from /login and is greeted by name', async () => {
    await signInFromLogin(page, 'dwho');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Doctor Who!' })).toBeVisible();
  });

  await test.step('the account page and Forgot password name the provider instead of WinHub’s own', async () => {
    for (const path of ['/account', '/forgot-password']) {
      await page.goto(`${origin()}${path}`);
      await expect(
        page.getByRole('heading', { name: 'Your account is at your sign-in provider' }),
      ).toBeVisible();
    }
    expect((await request.get(`${origin()}/api/mailbox`)).status()).toBe(404);
    await page.goto(`${origin()}/dashboard`);
    // once the session is checked (the greeting names the person), no notice asks to verify the address
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Doctor Who!' })).toBeVisible();
    await expect(page.getByText('Verify your email address')).toHaveCount(0);
  });

  await test.step('ERP opens through the single-use hand-off', async () => {
    await page
      .context()
      .route('http://localhost:3104/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>ERP</title>' }),
      );
    const [erp] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Open ERP' }).click(),
    ]);
    await expect.poll(() => erp.url()).toMatch(/^http:\/\/localhost:3104\/\?token=/);
    const token = new URL(erp.url()).searchParams.get('token');
    const redeemed = await request.post(`${origin()}/api/auth/service-handoff/redeem`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`winhub-erp:${ERP_CLIENT_SECRET}`).toString('base64')}`,
      },
      form: {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: token ?? '',
        subject_token_type: 'urn:winhub:params:oauth:token-type:service-handoff',
      },
    });
    expect(redeemed.status()).toBe(200);
    expect((await redeemed.json()).user).toMatchObject({ email: 'dwho@badwolf.org', fullName: 'Doctor Who' });
    await erp.close();
  });

  await test.step('sign-out ends the provider session; rtyler registers from the home form, asked for credentials', async () => {
    await signOut(page);
    await page.getByRole('link', { name: 'Start FREE Now' }).first().click();
    const section = page.locator('#registration-section');
    await expect(section).toBeInViewport();
    await section.getByLabel('Full name').fill('Rose Marion Tyler');
    await section.getByLabel('Work email').fill('rtyler@badwolf.org');
    await section.getByRole('button', { name: /Business type/ }).click();
    await page.getByRole('option', { name: 'Freelancer' }).click();
    await section.getByRole('button', { name: /Number of employees/ }).click();
    await page.getByRole('option', { name: '6-15' }).click();
    await section.getByRole('button', { name: 'Create Free Account' }).click();
    await providerLogin(page, 'rtyler');
    await expect(page).toHaveURL(`${origin()}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Rose Tyler!' })).toBeVisible();
    const { token, user } = await storedSession(page);
    expect(user?.fullName).toBe('Rose Tyler');
    const profile = await request.get(`${origin()}/api/organization/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await profile.json()).toMatchObject({
      name: "Rose Marion Tyler's organization",
      businessType: 'freelancer',
      employees: '6-15',
    });
  });

  await test.step('a live provider session of rtyler is not reused when /login names dwho', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${origin()}/login?returnTo=%2Fdashboard`);
    await expect(page.getByText(/handled by your sign-in provider/)).toBeVisible();
    await page.getByLabel('Email').fill('dwho@badwolf.org');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('input[name="password"]')).toBeVisible();
    await providerLogin(page, 'dwho');
    await expect(page).toHaveURL(`${origin()}/dashboard`);
    expect((await storedSession(page)).user?.fullName).toBe('Doctor Who');
    await signOut(page);
  });

  await test.step('msmith registers a new organization through /register', async () => {
    await page.goto(`${origin()}/register`);
    await page.getByRole('button', { name: /Business\/Professional/ }).click();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.getByLabel('Email').fill('msmith@badwolf.org');
    await page.getByLabel('Full name').fill('Mickey Smith');
    await page.getByLabel('Organization name').fill('Smith Garage');
    await page.getByRole('button', { name: 'Create account' }).click();
    await providerLogin(page, 'msmith');
    await expect(page).toHaveURL(`${origin()}/dashboard`);
    const { token } = await storedSession(page);
    const organization = await request.get(`${origin()}/api/user/organization`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await organization.json()).toMatchObject({
      organization: { name: 'Smith Garage' },
      user: { email: 'msmith@badwolf.org', role: 'admin' },
    });
    await signOut(page);
  });

  // Debian's LemonLDAP::NG 2.16 tells relying parties through front-channel logout only (its discovery says
  // backchannel_logout_supported: false); WinHub accepts both, and the embedded provider uses back-channel
  await test.step('signing out at LemonLDAP::NG itself ends the WinHub session (front-channel logout)', async () => {
    await signInFromLogin(page, 'dwho');
    const { token } = await storedSession(page);
    const organization = () =>
      request.get(`${origin()}/api/user/organization`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await organization()).status()).toBe(200);
    await page.goto(`${process.env.WINHUB_EXTERNAL_ISSUER}/?logout=1`);
    await expect.poll(async () => (await organization()).status(), { timeout: 10_000 }).toBe(401);
    expect((await (await organization()).json()).error.code).toBe('session_ended');
  });

  await test.step('with opaque access tokens (live CLI change) sign-in still works', async () => {
    providerCli('addKey', 'oidcRPMetaDataOptions/winhub', 'oidcRPMetaDataOptionsAccessTokenJWT', '0');
    await signInFromLogin(page, 'dwho');
    expect((await storedSession(page)).user?.fullName).toBe('Doctor Who');
    await signOut(page);
  });

  await test.step('a provider that shares no email: a clear error screen, the way home, one log line', async () => {
    providerCli('delKey', 'oidcRPMetaDataExportedVars/winhub', 'email');
    await page.goto(`${origin()}/login`);
    await expect(page.getByText(/handled by your sign-in provider/)).toBeVisible();
    await page.getByLabel('Email').fill('rtyler@badwolf.org');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await providerLogin(page, 'rtyler');
    await expect(page.getByText('Your identity provider did not share an email address')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(`${origin()}/`);
    expect((await storedSession(page)).token).toBeNull();
    await expect
      .poll(() => readFileSync(process.env.WINHUB_EXTERNAL_LOG ?? '', 'utf8'))
      .toMatch(/"reason":"email_missing".*sign-in callback failed/);
  });
});
