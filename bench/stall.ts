import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { BorrowerSession } from './http-cases';

export type StallResult = {
  /** Photos uploaded at once, and their size in megapixels. */
  uploads: number;
  megapixels: number;
  /** From the first request to the last answer. */
  uploadsMs: number;
  statuses: number[];
  /** The latency of a health check every 25 ms: before the uploads, and while they are checked. */
  idle: { p50: number; max: number };
  loaded: { p50: number; max: number; probes: number };
};

const PROBE_EVERY_MS = 25;

/** A 12 MP photo of one colour, another each call (the duplicate check): cheap to send, as
 * costly to decode as any 12 MP photo. */
async function photo(width: number, height: number): Promise<Buffer> {
  const channel = () => Math.floor(Math.random() * 256);
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: channel(), g: channel(), b: channel() },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Health checks, one every PROBE_EVERY_MS, until `until` settles: their latencies. */
async function probe(base: string, until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return latencies;
}

/**
 * Issue 28's stall: large images uploaded at once must not hold the event loop (they are decoded
 * on the content workers). The figure is the latency of other requests meanwhile.
 */
export async function benchStall(
  base: string,
  session: BorrowerSession,
  uploads = 3,
): Promise<StallResult> {
  const [width, height] = [4000, 3000];
  const photos = await Promise.all(Array.from({ length: uploads }, () => photo(width, height)));
  const idle = await probe(base, new Promise((resolve) => setTimeout(resolve, 1_000)));
  const started = performance.now();
  const sending = Promise.all(
    photos.map(async (content, index) => {
      const form = new FormData();
      form.append('type', 'BANK_STATEMENT');
      form.append(
        'file',
        new Blob([new Uint8Array(content)], { type: 'image/jpeg' }),
        `photo-${index}.jpg`,
      );
      const response = await fetch(
        `${base}/service-documents/api/v1/applications/${session.applicationUuid}/documents`,
        { method: 'POST', body: form, headers: { authorization: `Bearer ${session.jwt}` } },
      );
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const loaded = await probe(base, sending);
  const statuses = await sending;
  return {
    uploads,
    megapixels: (width * height) / 1e6,
    uploadsMs: performance.now() - started,
    statuses,
    idle: { p50: percentile(idle, 50), max: Math.max(...idle) },
    loaded: { p50: percentile(loaded, 50), max: Math.max(...loaded), probes: loaded.length },
  };
}
