import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stylesheetReader } from './stylesheet-text.server.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'haat-client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'shell-abc.css'), '.a{color:red}');
writeFileSync(join(clientDir, 'assets', 'closer-abc.css'), '.b::after{content:"</STYLE><script>"}');
writeFileSync(join(clientDir, 'assets', 'entry-abc.js'), 'alert(1)');
writeFileSync(join(clientDir, 'secret.css'), '.secret{}');
const readStylesheet = stylesheetReader(pathToFileURL(`${clientDir}/`));

describe('the built stylesheets the server inlines', () => {
  it('reads a built stylesheet by its URL path, also when React Router ends it with #', () => {
    expect(readStylesheet('/assets/shell-abc.css')).toBe('.a{color:red}');
    expect(readStylesheet('/assets/shell-abc.css#')).toBe('.a{color:red}');
  });

  it('leaves linked what is missing, not a stylesheet, outside assets/ or could end the <style> element', () => {
    expect(readStylesheet('/assets/missing-abc.css')).toBeUndefined();
    expect(readStylesheet('/assets/entry-abc.js')).toBeUndefined();
    expect(readStylesheet('/secret.css')).toBeUndefined();
    expect(readStylesheet('/assets/../secret.css')).toBeUndefined();
    expect(readStylesheet('https://cdn.example/assets/shell-abc.css')).toBeUndefined();
    expect(readStylesheet('/assets/closer-abc.css')).toBeUndefined();
  });
});
