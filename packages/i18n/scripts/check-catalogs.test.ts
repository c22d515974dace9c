// @vitest-environment node
/// <reference types="node" />
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./check-catalogs.mjs', import.meta.url));
const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs the check as the CLI would, on the Node running the tests (24). */
async function check(dir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, dir], { encoding: 'utf8' });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

const config = `export default {
  sourceLocale: 'en',
  locales: ['bn', 'en'],
  fallbackLocales: { default: 'bn' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
};
`;

const source = (...messages: [id: string, text: string][]) =>
  `import { msg } from '@lingui/core/macro';\n` +
  messages.map(([id, text], index) => `export const m${index} = msg({ id: '${id}', message: '${text}' });\n`).join('');

const header = (language: string) => `msgid ""
msgstr ""
"POT-Creation-Date: 2026-11-21 00:00+0000\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Generator: @lingui/cli\\n"
"Language: ${language}\\n"
`;

const entry = (id: string, translation: string) => `
#. js-lingui-explicit-id
#: src/texts.ts:2
msgid "${id}"
msgstr "${translation}"
`;

let fixture: string;

beforeEach(async () => {
  fixture = await mkdtemp(path.join(tmpdir(), 'haat-i18n-fixture-'));
  await mkdir(path.join(fixture, 'src', 'locales'), { recursive: true });
  await writeFile(path.join(fixture, 'lingui.config.js'), config);
  await writeFile(path.join(fixture, 'src', 'texts.ts'), source(['cart.empty', 'Your cart is empty']));
  await writeFile(
    path.join(fixture, 'src', 'locales', 'en.po'),
    header('en') + entry('cart.empty', 'Your cart is empty'),
  );
});

afterEach(async () => {
  await rm(fixture, { recursive: true, force: true });
});

const bnCatalog = () => path.join(fixture, 'src', 'locales', 'bn.po');

describe('check-catalogs', { timeout: 60_000 }, () => {
  it('fails on a bn message without a translation, naming it', async () => {
    await writeFile(bnCatalog(), header('bn') + entry('cart.empty', ''));
    const { code, output } = await check(fixture);
    expect(code).toBe(1);
    expect(output).toContain('src/locales/bn.po: 1 message(s) without a bn translation');
    expect(output).toContain('cart.empty ("Your cart is empty")');
    expect(output).not.toContain('out of date');
  });

  it('passes when every message is translated and the catalogs match the source', async () => {
    await writeFile(bnCatalog(), header('bn') + entry('cart.empty', 'আপনার কার্ট খালি'));
    const { code, output } = await check(fixture);
    expect(output).toContain('✓ 2 catalog file(s)');
    expect(code).toBe(0);
  });

  it('fails when extraction would change a catalog, naming the ids, and leaves the files alone', async () => {
    await writeFile(bnCatalog(), header('bn') + entry('cart.empty', 'আপনার কার্ট খালি') + entry('cart.old', 'পুরোনো'));
    await writeFile(
      path.join(fixture, 'src', 'texts.ts'),
      source(['cart.empty', 'Your cart is empty'], ['cart.cleared', 'Cart cleared']),
    );
    const before = await readFile(bnCatalog(), 'utf8');

    const { code, output } = await check(fixture);

    expect(code).toBe(1);
    expect(output).toContain('src/locales/bn.po is out of date with the source code');
    expect(output).toContain('+ new: cart.cleared ("Cart cleared")');
    expect(output).toContain('- no longer in the source: cart.old');
    expect(output).toContain('src/locales/en.po is out of date');
    expect(await readFile(bnCatalog(), 'utf8')).toBe(before);
  });

  it('fails when the English text of an explicit id changed in the code', async () => {
    await writeFile(bnCatalog(), header('bn') + entry('cart.empty', 'আপনার কার্ট খালি'));
    await writeFile(path.join(fixture, 'src', 'texts.ts'), source(['cart.empty', 'Your cart has no items']));
    const { code, output } = await check(fixture);
    expect(code).toBe(1);
    expect(output).toContain('src/locales/en.po is out of date');
    expect(output).toContain('~ changed (text, comment or origin): cart.empty ("Your cart has no items")');
  });

  it('reports a folder without a Lingui config', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'haat-i18n-empty-'));
    try {
      const { code, output } = await check(empty);
      expect(code).toBe(2);
      expect(output).toContain('i18n check could not run: No Lingui config found');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('passes on the committed shared catalog', async () => {
    const { code, output } = await check(packageDir);
    expect(output).toContain('translated and in sync');
    expect(code).toBe(0);
  }, 30_000);
});
