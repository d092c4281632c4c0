// `npm start`'s build step: builds the web app and the server only when their sources changed
// since the last build, so that a second start serves within seconds. The build's own output is
// kept for a failure; a success is one line, with any warning the build printed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
/** What the builds read: sources, configuration and the locked dependencies. */
const INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
];
/** What the builds write; a missing one means building again whatever the stamp says. */
const OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
  'apps/server/dist/main.js',
];
const STAMP = path.join(root, 'node_modules/.cache/openheloc/build-stamp');
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server']);

function* files(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    if (!SKIPPED.has(entry.name)) yield* files(path.join(relative, entry.name));
  }
}

/**
 * Each file's path, size and modification time, not its contents: reading some 1,600 files was
 * most of the check's time. An edit, a checkout or an install changes the time; a file touched
 * but unchanged only costs a build.
 */
function sourcesHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      const { size, mtimeMs } = statSync(path.join(root, file));
      hash.update(`${file}\0${size}\0${mtimeMs}\0`);
    }
  }
  return hash.digest('hex');
}

function build() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const hash = sourcesHash();
const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
if (stamp === hash && OUTPUTS.every((file) => existsSync(path.join(root, file)))) {
  console.log('Build is up to date with the sources.');
} else {
  const started = Date.now();
  console.log('Building the web app and the server…');
  const { code, output } = await build();
  if (code !== 0) {
    process.stderr.write(output);
    console.error('The build failed.');
    process.exit(code ?? 1);
  }
  const warnings = stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => /\bwarn(ing)?\b|\(!\)/i.test(line));
  for (const line of warnings) console.warn(line);
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, hash);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
