import type { z } from 'zod';

/**
 * One line per problem, naming the lender by its code (or its position when the code itself is
 * missing) and the field, so that whoever edited the data file can find the mistake.
 */
export function describeLenderDataIssues(
  issues: readonly z.core.$ZodIssue[],
  raw: unknown,
): string {
  return issues.map((issue) => `- ${where(issue.path, raw)}: ${issue.message}`).join('\n');
}

function where(path: readonly PropertyKey[], raw: unknown): string {
  const [section, index, ...field] = path;
  if (section === 'lenders' && typeof index === 'number') {
    const fieldName = field.length > 0 ? `field ${field.map(String).join('.')}` : 'entry';
    return `lender ${lenderName(raw, index)} ${fieldName}`;
  }
  return path.length > 0 ? `field ${path.map(String).join('.')}` : 'file';
}

function lenderName(raw: unknown, index: number): string {
  const lenders = isRecord(raw) && Array.isArray(raw.lenders) ? (raw.lenders as unknown[]) : [];
  const entry = lenders[index];
  const orgCode = isRecord(entry) ? entry.orgCode : undefined;
  return typeof orgCode === 'string' && orgCode !== ''
    ? `${orgCode} (#${index + 1})`
    : `#${index + 1}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
