import { connect, type Socket } from 'node:net';

/** What ClamAV said of a file. */
export type ScanResult = { infected: false } | { infected: true; signature: string };

/** Scans files for viruses; null in the deps when no scanner is configured. */
export type VirusScanner = { scan(bytes: Uint8Array): Promise<ScanResult> };

/** The scanner could not give an answer (down, too slow, or an error of its own). */
export class ScannerUnavailableError extends Error {}

/** clamd's default StreamMaxLength is 25 MB; chunks well under it. */
const CHUNK_BYTES = 64 * 1024;

/**
 * 'tcp://host:3310', 'host:3310', 'unix:/run/clamav/clamd.ctl' or a socket path.
 */
export function parseClamdAddress(
  address: string,
): { path: string } | { host: string; port: number } {
  if (address.startsWith('unix:')) return { path: address.slice('unix:'.length) };
  if (address.startsWith('/')) return { path: address };
  const match = /^(?:tcp:\/\/)?\[?([^\]]+?)\]?:(\d{1,5})$/.exec(address);
  if (!match) throw new Error(`CLAMD_ADDRESS: not a host:port or a socket path: ${address}`);
  return { host: match[1] as string, port: Number(match[2]) };
}

/**
 * A client of clamd's INSTREAM command (the file sent over the socket in length-prefixed chunks,
 * then a zero length), one connection per file.
 */
export function clamdScanner(address: string, timeoutMs = 30_000): VirusScanner {
  const target = parseClamdAddress(address);
  return {
    scan: (bytes) =>
      new Promise<ScanResult>((resolve, reject) => {
        const socket: Socket = connect(target);
        const chunks: Buffer[] = [];
        let answered = false;
        const fail = (why: string) => {
          if (answered) return;
          answered = true;
          socket.destroy();
          reject(new ScannerUnavailableError(`clamd at ${address}: ${why}`));
        };
        socket.setTimeout(timeoutMs, () => fail('no answer in time'));
        socket.on('error', (error) => fail(error.message));
        // The answer ends with a NUL ('z' commands), or with the connection.
        const answer = () => {
          if (answered) return;
          answered = true;
          const text = Buffer.concat(chunks).toString('utf8').replace(/\0/g, '').trim();
          socket.destroy();
          const found = /^stream: (.+) FOUND$/.exec(text);
          if (found) resolve({ infected: true, signature: found[1] as string });
          else if (text === 'stream: OK') resolve({ infected: false });
          else reject(new ScannerUnavailableError(`clamd at ${address}: ${text || 'no answer'}`));
        };
        socket.on('data', (data) => {
          chunks.push(data);
          if (data.includes(0)) answer();
        });
        socket.on('end', answer);
        socket.on('connect', () => {
          socket.write('zINSTREAM\0');
          for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
            const chunk = bytes.subarray(start, start + CHUNK_BYTES);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(chunk.length);
            socket.write(length);
            socket.write(chunk);
          }
          socket.write(Buffer.alloc(4));
        });
      }),
  };
}
