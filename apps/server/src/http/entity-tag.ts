/**
 * Whether an `If-None-Match` header names the tag, by the weak comparison GET uses (RFC 9110
 * 13.1.2): `W/` is ignored, `*` matches any current answer.
 */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map(opaque)
    .some((tag) => tag === '*' || tag === opaque(etag));
}
