import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from './database-template.ts';

/** Runs once per `vitest run`: builds the template database every test file copies. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'haat-api-test-'));
  const info = await createTemplate(process.env.TEST_DATABASE_URL, join(dir, 'template.tar'));
  project.provide('testDatabase', info);
  return async () => {
    await dropTemplate(info);
    await rm(dir, { recursive: true, force: true });
  };
}
