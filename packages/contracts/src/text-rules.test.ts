import { describe, expect, it } from 'vitest';
import { optionalLine, optionalParagraphs, requiredLine, requiredParagraphs } from './fields';
import { hasVisibleCharacter, isSingleLine, isWellFormedText } from './text-rules';

const name = requiredLine('The name', 'Enter your name.', 100);
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text rules', () => {
  it('refuses lone surrogate halves and keeps pairs (emoji) and plain text', () => {
    expect(isWellFormedText('a\uD800b')).toBe(false);
    expect(isWellFormedText('x\uDFFFy')).toBe(false);
    expect(isWellFormedText('\uD83D')).toBe(false);
    expect(isWellFormedText('Ann 😀 Müller')).toBe(true);
  });

  it('keeps a line free of separators, C1 controls and direction overrides, not of RLM', () => {
    for (const bad of ['a\u2028b', 'a\u2029b', 'a\u0085b', 'Eve \u202EnimdA', 'a\u2066b\u2069']) {
      expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isSingleLine('\u05E9\u05E8\u05D4 \u200F(Sarah)')).toBe(true);
    expect(isSingleLine('Zoë O’Brien-Łukasz')).toBe(true);
  });

  it('needs something visible', () => {
    expect(hasVisibleCharacter('\u200B\u200B')).toBe(false);
    expect(hasVisibleCharacter('\u200B \u00A0')).toBe(false);
    expect(hasVisibleCharacter('李')).toBe(true);
    expect(hasVisibleCharacter('—')).toBe(true);
  });
});

describe('names and titles', () => {
  it('refuses a name of zero-width characters as if it were empty', () => {
    expect(messageOf(name.safeParse('\u200B\u200B'))).toBe('Enter your name.');
  });

  it('refuses a direction override and a line separator as not one line', () => {
    expect(messageOf(name.safeParse('Eve \u202EnimdA'))).toBe(
      'The name must be a single line of text.',
    );
    expect(messageOf(name.safeParse('Title\u2028second'))).toBe(
      'The name must be a single line of text.',
    );
  });

  it('refuses a lone surrogate instead of storing it altered', () => {
    expect(messageOf(name.safeParse('Ann\uD800'))).toBe(
      'The name contains characters that are not allowed.',
    );
  });

  it('accepts names in any script, with marks and emoji', () => {
    for (const ok of ['Ann Author', '李小龍', 'Zoë 😀', '\u05E9\u05E8\u05D4 \u200F']) {
      expect(name.safeParse(ok).success, ok).toBe(true);
    }
  });

  it('lets an optional line be cleared but not be only invisible characters', () => {
    const affiliation = optionalLine('The affiliation', 100);
    expect(affiliation.parse('')).toBeNull();
    expect(messageOf(affiliation.safeParse('\u200B'))).toBe(
      'The affiliation must show letters, digits or symbols, or be left empty.',
    );
  });

  it('keeps paragraphs free of NUL and lone surrogates, with line breaks allowed', () => {
    const abstract = requiredParagraphs('The abstract', 'Write an abstract.', 1000);
    expect(abstract.safeParse('One.\nTwo.').success).toBe(true);
    expect(messageOf(abstract.safeParse('x\uDFFFy'))).toBe(
      'The abstract contains characters that are not allowed.',
    );
    expect(messageOf(optionalParagraphs('The bio', 100).safeParse('a\u0000'))).toBe(
      'The bio contains characters that are not allowed.',
    );
  });
});
