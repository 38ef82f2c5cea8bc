// The pseudo-locale's texts: each English message accented, lengthened by a third and bracketed,
// so text that did not pass through the library stands out (README "Languages").

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Å',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};

/** Opens and closes every pseudo-localised message (the e2e sweep looks for them). */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/**
 * Literal text accented; a rich-text tag (`<link>`, `</link>`) and a page title's `:name` kept as
 * they are.
 */
function accent(text: string): string {
  return text
    .split(/(<\/?[a-z]+>|:[a-z][a-zA-Z0-9]*)/i)
    .map((part, i) => (i % 2 ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
}

function letters(message: unknown): number {
  if (typeof message === 'string') return message.length;
  if (!Array.isArray(message)) return 0;
  return message.reduce<number>(
    (sum, token) => sum + (typeof token === 'string' ? token.length : 0),
    0,
  );
}

/** A compiled message's literal parts accented; placeholders and plural forms kept. */
function accentTokens(tokens: unknown): unknown {
  if (typeof tokens === 'string') return accent(tokens);
  if (!Array.isArray(tokens)) return tokens;
  return tokens.map((token: unknown) => {
    if (typeof token === 'string') return token === '#' ? token : accent(token);
    if (!Array.isArray(token)) return token;
    const [name, type, forms] = token as [string, string?, Record<string, unknown>?];
    if ((type === 'plural' || type === 'select' || type === 'selectordinal') && forms) {
      const accentedForms = Object.fromEntries(
        Object.entries(forms).map(([form, value]) => [form, accentTokens(value)]),
      );
      return [name, type, accentedForms];
    }
    return token;
  });
}

/**
 * One message of the pseudo-locale. A compiled message (an array of tokens) keeps its
 * placeholders; a raw string (tests load catalogs uncompiled, and the runtime compiles them) stays
 * a string, its ICU syntax left as it is.
 */
export function pseudoMessage(message: unknown): unknown {
  const padding = '·'.repeat(Math.ceil(letters(message) / 3));
  if (typeof message === 'string') {
    const body = message.includes('{') ? message : accent(message);
    return `${PSEUDO_OPEN}${body}${padding}${PSEUDO_CLOSE}`;
  }
  return [PSEUDO_OPEN, ...(accentTokens(message) as unknown[]), padding, PSEUDO_CLOSE];
}

/** A plain text (a page's title from its manifest) as the pseudo-locale shows it. */
export const pseudoText = (text: string): string => pseudoMessage(text) as string;
