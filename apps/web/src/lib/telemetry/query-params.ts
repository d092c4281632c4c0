/** The telemetry schema's limits: 50 keys, 20 values per key, 2000 characters each. */
const MAX_KEYS = 50;
const MAX_VALUES = 20;
const MAX_LENGTH = 2000;

/** A query string as the telemetry calls expect it: one value, or a list for repeated keys. */
export function queryParamsRecord(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search);
  const record: Record<string, string | string[]> = {};
  for (const key of [...new Set(params.keys())].slice(0, MAX_KEYS)) {
    const values = params
      .getAll(key)
      .slice(0, MAX_VALUES)
      .map((value) => value.slice(0, MAX_LENGTH));
    record[key.slice(0, 200)] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return record;
}
