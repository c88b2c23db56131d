// @vitest-environment jsdom
import { findExecutableContent, xssVectors } from '@quire/test-utils';
import { describe, expect, it } from 'vitest';
import { getDomWindow } from './get-dom-window';
import { sanitizeHtml } from './sanitize-html';
import { stripTags } from './strip-tags';

// The browser path: a global window exists, so nothing may create a jsdom window of its own.
describe('in a browser-like environment', () => {
  describe('getDomWindow', () => {
    it('uses the global window', () => {
      expect(getDomWindow()).toBe(window);
    });
  });

  describe('sanitizeHtml', () => {
    it('neutralises every vector of the XSS corpus', () => {
      const leaks = xssVectors.filter(
        (vector) => findExecutableContent(sanitizeHtml(vector)).length > 0,
      );
      expect(leaks).toEqual([]);
    });

    it('keeps scholarly markup and MathML', () => {
      const html = '<p>H<sub>2</sub>O</p><math><mi>x</mi><msup><mi>y</mi><mn>2</mn></msup></math>';
      expect(sanitizeHtml(html)).toBe(html);
    });

    it('adds rel="noopener noreferrer" to target=_blank links', () => {
      expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
      );
    });

    it('leaves the document untouched', () => {
      sanitizeHtml(
        '<img src=x onerror="document.title = \'pwned\'"><base href="https://evil.example/">',
      );
      expect(document.title).not.toBe('pwned');
      expect(document.querySelector('base')).toBeNull();
    });
  });

  describe('stripTags', () => {
    it('extracts text with the global window', () => {
      expect(stripTags('<p>Caf&eacute;</p><p>au lait</p><script>x()</script>')).toBe(
        'Café au lait',
      );
    });
  });
});
