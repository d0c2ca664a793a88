import type { Page } from 'playwright-core';
import { JOIN_LINK_PARAMS } from 'shared-contracts';
import { setupSecretOfSite } from './site.js';

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;

/** A new family member with a unique address. */
export function newMember(firstName = 'Jo', lastName = 'March'): Member {
  counter += 1;
  return {
    email: `${firstName.toLowerCase()}.${counter}.${Date.now()}@example.com`,
    password: `secret-${counter}-pass`,
    firstName,
    lastName,
  };
}

/** Signs up through the page, as a person would (the first account with its set-up link), and waits for the dashboard. */
export async function signUpThroughPage(page: Page, baseUrl: string, member: Member): Promise<void> {
  const setup = setupSecretOfSite(baseUrl);
  await page.goto(`${baseUrl}/auth?mode=signup${setup ? `&${JOIN_LINK_PARAMS.setup}=${setup}` : ''}`);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill(member.lastName);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

export async function signInThroughPage(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}
