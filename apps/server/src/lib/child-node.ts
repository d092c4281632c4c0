import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** A child's output is kept in memory; well above what either caller prints. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/**
 * Runs an ES module script in a short-lived child Node process and resolves with what it printed
 * (`process.argv[1]` onwards are `args`). For work whose memory this process would otherwise keep
 * (creating a PGlite data directory, loading a 5 MB data module): the child's goes back to the
 * system when it exits.
 */
export async function runInChildNode(script: string, args: readonly string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script, ...args],
    { maxBuffer: MAX_OUTPUT_BYTES },
  );
  return stdout;
}
