import { describe, expect, it } from 'vitest';
import {
  issnCheckDigit,
  isValidIssn,
  isValidOrcid,
  makeIssn,
  makeOrcid,
  orcidChecksum,
} from './identifiers';

describe('ORCID iDs', () => {
  describe('orcidChecksum', () => {
    it("computes the check digit of ORCID's documented example", () => {
      expect(orcidChecksum('000000021825009')).toBe('7');
    });

    it('returns X when the remainder is 10', () => {
      expect(orcidChecksum('000000021694233')).toBe('X');
    });

    it('rejects a base that is not 15 digits', () => {
      expect(() => orcidChecksum('12345')).toThrow(RangeError);
    });
  });

  describe('makeOrcid', () => {
    it('formats the iD in groups of four with the checksum', () => {
      expect(makeOrcid('000000021825009')).toBe('0000-0002-1825-0097');
    });
  });

  describe('isValidOrcid', () => {
    it('accepts real iDs, including one ending in X', () => {
      expect(isValidOrcid('0000-0002-1825-0097')).toBe(true);
      expect(isValidOrcid('0000-0002-1694-233X')).toBe(true);
    });

    it('rejects a wrong check digit', () => {
      expect(isValidOrcid('0000-0002-1825-0098')).toBe(false);
    });

    it('rejects a malformed iD', () => {
      expect(isValidOrcid('0000000218250097')).toBe(false);
    });
  });
});

describe('ISSNs', () => {
  describe('issnCheckDigit', () => {
    it('computes the check digit of a known ISSN', () => {
      expect(issnCheckDigit('0317847')).toBe('1');
    });

    it('returns X when the check value is 10', () => {
      // ISSN 2434-561X (a registered ISSN whose check character is X).
      expect(issnCheckDigit('2434561')).toBe('X');
    });

    it('rejects a base that is not 7 digits', () => {
      expect(() => issnCheckDigit('12a4567')).toThrow(RangeError);
    });
  });

  describe('makeIssn', () => {
    it('formats as NNNN-NNNC', () => {
      expect(makeIssn('0378595')).toBe('0378-5955');
    });
  });

  describe('isValidIssn', () => {
    it('accepts a valid ISSN', () => {
      expect(isValidIssn('0317-8471')).toBe(true);
    });

    it('rejects a wrong check digit', () => {
      expect(isValidIssn('0317-8472')).toBe(false);
    });
  });
});
