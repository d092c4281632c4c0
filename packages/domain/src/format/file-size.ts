/**
 * Decimal units as the spec states them: under 1000 in bytes ('512 B'), under one million in
 * KB with one decimal ('1.5 KB'), otherwise MB with one decimal. 999,999 bytes therefore reads
 * '1000.0 KB', the rule's literal result.
 */
export function formatFileSize(bytes: number): string {
  if (typeof bytes !== 'number' || Number.isNaN(bytes) || bytes < 0) {
    throw new RangeError(`Invalid file size: ${String(bytes)}`);
  }
  if (bytes < 1_000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1_000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
