// Helpers of the screens' end-to-end specs: fresh customers, so specs never change the shared demo customer.
import { solveProofOfWork } from '@haat/api-client/proof-of-work';
import type { PowChallenge } from '@haat/domain/schemas';
import { expect, type Page } from '@playwright/test';
import { API_URL } from '../fixtures/index.ts';

export interface NewCustomer {
  name: string;
  mobile: string;
  password: string;
}

/** A Bangladeshi mobile number no seeded account uses (019 + 8 random digits). */
export function freshMobile(): string {
  return `019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export function freshCustomer(): NewCustomer {
  return { name: 'Test Customer', mobile: freshMobile(), password: 'pass1234' };
}

export async function shopId(page: Page, slug: string): Promise<number> {
  const answer = await page.request.get(`${API_URL}/api/shop/online-shop/${slug}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** A solved proof of work for one code request (decision 192), as the shop's code forms send it. */
export async function solvedPow(page: Page): Promise<string> {
  const answer = await page.request.get(`${API_URL}/api/shop/auth/challenge`);
  expect(answer.ok()).toBe(true);
  return solveProofOfWork(((await answer.json()) as { data: PowChallenge }).data);
}

/** Creates the account through the API (not through the screens under test), with the code sent to the number. */
export async function registerThroughApi(page: Page, slug: string, customer = freshCustomer()): Promise<NewCustomer> {
  const id = await shopId(page, slug);
  const code = await page.request.post(`${API_URL}/api/shop/auth/register/code`, {
    data: { shop_id: id, mobile: customer.mobile, altcha: await solvedPow(page) },
  });
  expect(code.status(), `register code ${customer.mobile}`).toBe(200);
  const answer = await page.request.post(`${API_URL}/api/shop/auth/register`, {
    data: {
      shop_id: id,
      name: customer.name,
      mobile: customer.mobile,
      otp: await lastSmsCode(page, customer.mobile),
      password: customer.password,
      password_confirmation: customer.password,
    },
  });
  expect(answer.status(), `register ${customer.mobile}`).toBe(201);
  return customer;
}

/** The one-time code the development SMS sender last sent to a number (GET /api/dev/sms/last). */
export async function lastSmsCode(page: Page, mobile: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${API_URL}/api/dev/sms/last`, { params: { to: mobile } });
      if (!answer.ok()) return null;
      code = ((await answer.json()) as { data: { code: string | null } }).data.code;
      return code;
    })
    .toMatch(/^\d{6}$/u);
  return code ?? '';
}
