// Test support: the spec's own words, so that a test compares the code with the spec rather than
// with a copy of the code. vitest resolves '@spec' to docs/spec, the repository's copy of the spec.
import chatSupportSpec from '@spec/chat-support-and-shared-definitions.md?raw';

/** The shared-definitions document, as written. */
export const CHAT_SUPPORT_SPEC: string = chatSupportSpec;

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
