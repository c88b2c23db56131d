import { describe, expect, it } from 'vitest';
import { getDomWindow } from './get-dom-window';

describe('getDomWindow', () => {
  describe('in Node', () => {
    it('runs without a global window', () => {
      expect(typeof window).toBe('undefined');
    });

    it('provides a jsdom window with a working document', () => {
      expect(getDomWindow().document.createElement('p').nodeName).toBe('P');
    });

    it('creates the window once and reuses it', () => {
      expect(getDomWindow()).toBe(getDomWindow());
    });

    it('does not install the window as a global', () => {
      getDomWindow();
      expect(typeof window).toBe('undefined');
      expect(typeof document).toBe('undefined');
    });
  });
});
