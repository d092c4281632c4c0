// Test support: the spec's own words, so that a test compares the code with the spec rather than
// with a copy of the code. vitest resolves '@spec' to docs/spec, the repository's copy of the spec.
import borrowerApplicationSpec from '@spec/borrower-application.md?raw';
import chatSupportSpec from '@spec/chat-support-and-shared-definitions.md?raw';

/** The shared-definitions document, as written. */
export const CHAT_SUPPORT_SPEC: string = chatSupportSpec;
/** The core application and registration document, as written. */
export const BORROWER_APPLICATION_SPEC: string = borrowerApplicationSpec;

/** One numbered section of a spec document ('## 9.'), up to the next. */
export function specSection(document: string, heading: string): string {
  const from = document.indexOf(`\n${heading} `);
  if (from < 0) throw new Error(`The spec has no section '${heading}'`);
  const to = document.indexOf('\n## ', from + 1);
  return document.slice(from, to < 0 ? undefined : to);
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ten: 10,
};
const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1_000,
  second: 1_000,
  seconds: 1_000,
  minutes: 60_000,
  h: 3_600_000,
  hours: 3_600_000,
};

/**
 * A quantity as the spec writes it, in the unit the code keeps: '$15,000' and '7.60%' are
 * numbers, 'five' is 5, a duration ('60 s', '10 minutes', '12 h') is milliseconds.
 */
export function specQuantity(words: string): number {
  const duration = /^(\w+) ?(ms|s|seconds?|minutes|h|hours)$/.exec(words);
  if (duration) return specQuantity(duration[1] ?? '') * (UNIT_MS[duration[2] ?? ''] ?? NaN);
  const named = NUMBER_WORDS[words];
  if (named !== undefined) return named;
  const number = Number(words.replace(/^\$/, '').replace(/%$/, '').replaceAll(',', ''));
  if (Number.isNaN(number)) throw new Error(`'${words}' is no quantity`);
  return number;
}

/** The first group `pattern` finds in `text`, or an error naming the pattern. */
export function specMatch(text: string, pattern: RegExp): string {
  const found = pattern.exec(text)?.[1];
  if (found === undefined) throw new Error(`The spec does not say ${String(pattern)}`);
  return found;
}

/** Splits at commas outside parentheses and quotes, up to the first sentence end there. */
function topLevelItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (char === "'" && (quoted || current.trim() === '')) quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    else if (!quoted && depth === 0 && char === '.' && /\s|^$/.test(text[i + 1] ?? '')) break;
    else if (!quoted && depth === 0 && char === ',') {
      items.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  return [...items, current];
}

/**
 * The values of one enumeration as the spec's list of enumerations writes them
 * ("- Bypass: WAITING, BYPASS, NO_BYPASS."): the items of the sentence after the label, without
 * their parenthesised notes or quotes.
 */
export function specEnumeration(label: string): string[] {
  const section = CHAT_SUPPORT_SPEC.slice(
    CHAT_SUPPORT_SPEC.indexOf('### Enumerations'),
    CHAT_SUPPORT_SPEC.indexOf('## 4.'),
  );
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const found = new RegExp(`(?:^- |\\. )${escaped}: `, 'm').exec(section);
  if (!found) throw new Error(`The spec lists no enumeration '${label}'`);
  const from = found.index + found[0].length;
  return topLevelItems(section.slice(from)).map((item) =>
    item
      .replace(/\s*\(.*\)$/s, '')
      .trim()
      .replace(/^'(.*)'$/, '$1'),
  );
}
