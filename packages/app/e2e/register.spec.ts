import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { toasts } from './support.ts';

test('/register: persona, prefilled form, account created, then the dashboard', async ({ page }) => {
  const email = `e2e-register-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(`/register?email=${encodeURIComponent(email)}&name=Davi%20Rocha`);
  await page.getByRole('button', { name: /Business\/Professional/ }).click();

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Full name')).toHaveValue('Davi Rocha');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();

  await page.getByLabel('Password').fill('secret-pass-1');
  await page.getByLabel('Organization name').fill('Rocha Serviços');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toasts(page).getByText('Account Created Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();
});

test('/persona-selection stores the chosen profile and opens the dashboard', async ({ page }) => {
  await page.goto('/persona-selection');
  const next = page.getByRole('button', { name: 'Continuar' });
  await expect(next).toBeDisabled();
  await page.getByText('Empreendedor').click();
  await next.click();
  await expect(page).toHaveURL(/\/(dashboard|login)/);
  expect(await page.evaluate(() => localStorage.getItem('winhub_persona'))).toBe('entrepreneur');
});
