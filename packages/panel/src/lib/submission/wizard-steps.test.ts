import { describe, expect, it } from 'vitest';
import {
  completedSteps,
  type DraftForSteps,
  isWizardStep,
  missingBySteps,
  nextStep,
  previousStep,
  resumeStep,
  stepOfField,
  stepParam,
  stepsWithErrors,
} from './wizard-steps';

const COMPLETE: DraftForSteps = {
  journal: { id: 1, slug: 'jce', title: 'Coastal Ecology' },
  title: 'Tidal marsh carbon',
  abstract: 'Four words of abstract.',
  keywords: ['carbon'],
  authors: [
    { name: 'Ada', email: 'ada@example.org', affiliation: null, orcid: null, corresponding: true },
  ],
  files: [
    {
      id: 1,
      role: 'manuscript',
      originalName: 'paper.pdf',
      mimeType: 'application/pdf',
      size: 10,
      round: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  declarations: { originality: true, licence: true, privacy: true },
};

describe('step navigation', () => {
  it('recognises step names only', () => {
    expect(isWizardStep('files')).toBe(true);
    expect(isWizardStep('File')).toBe(false);
    expect(isWizardStep(undefined)).toBe(false);
  });

  it('opens the first step for a missing or unknown ?step=', () => {
    expect(stepParam(null)).toBe('journal');
    expect(stepParam('../admin')).toBe('journal');
    expect(stepParam('review')).toBe('review');
  });

  it('goes forward and back, stopping at both ends', () => {
    expect(nextStep('journal')).toBe('details');
    expect(nextStep('declarations')).toBe('review');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('details')).toBe('journal');
    expect(previousStep('journal')).toBeNull();
  });
});

describe('completedSteps and resumeStep', () => {
  it('counts a complete draft as complete and resumes at the review', () => {
    expect(Object.values(completedSteps(COMPLETE, 300)).every(Boolean)).toBe(true);
    expect(resumeStep(COMPLETE, 300)).toBe('review');
  });

  it('resumes a new draft at the journal step', () => {
    const empty: DraftForSteps = {
      journal: null,
      title: null,
      abstract: null,
      keywords: [],
      authors: [],
      files: [],
      declarations: { originality: false, licence: false, privacy: false },
    };
    expect(resumeStep(empty, 300)).toBe('journal');
  });

  it('treats an abstract over the word limit as unfinished details', () => {
    expect(completedSteps(COMPLETE, 3).details).toBe(false);
    expect(resumeStep(COMPLETE, 3)).toBe('details');
  });

  it('needs exactly one corresponding author', () => {
    const two = COMPLETE.authors.map((author) => ({ ...author }));
    two.push({ ...COMPLETE.authors[0], email: 'b@example.org' } as (typeof two)[number]);
    expect(completedSteps({ ...COMPLETE, authors: two }, 300).authors).toBe(false);
    const none = COMPLETE.authors.map((author) => ({ ...author, corresponding: false }));
    expect(resumeStep({ ...COMPLETE, authors: none }, 300)).toBe('authors');
  });

  it('needs a manuscript, not just supplementary files', () => {
    const files = COMPLETE.files.map((file) => ({ ...file, role: 'supplementary' as const }));
    expect(resumeStep({ ...COMPLETE, files }, 300)).toBe('files');
  });

  it('needs all three declarations', () => {
    const declarations = { originality: true, licence: false, privacy: true };
    expect(resumeStep({ ...COMPLETE, declarations }, 300)).toBe('declarations');
  });
});

describe('missingBySteps', () => {
  const EMPTY: DraftForSteps = {
    journal: null,
    title: '  ',
    abstract: null,
    keywords: [],
    authors: [],
    files: [],
    declarations: { originality: false, licence: false, privacy: false },
  };

  it('lists nothing for a complete draft', () => {
    expect(Object.values(missingBySteps(COMPLETE, 300)).flat()).toEqual([]);
  });

  it('names, in words, everything an empty draft still lacks, step by step', () => {
    expect(missingBySteps(EMPTY, 300)).toEqual({
      journal: ['the journal you are submitting to'],
      details: ['a title', 'an abstract', 'at least one keyword'],
      authors: ['at least one author'],
      files: ['the manuscript file'],
      declarations: [
        'the declaration that the work is original',
        'your agreement to the journal’s licence',
        'your consent to the processing of personal data',
      ],
    });
  });

  it('says how far an abstract is over the limit', () => {
    expect(missingBySteps(COMPLETE, 3).details).toEqual([
      'a shorter abstract: it has 4 words, the journal takes at most 3',
    ]);
  });

  it('asks for one corresponding author, and only one', () => {
    const none = COMPLETE.authors.map((author) => ({ ...author, corresponding: false }));
    expect(missingBySteps({ ...COMPLETE, authors: none }, 300).authors).toEqual([
      'a corresponding author: choose one of the authors',
    ]);
    const two = [...COMPLETE.authors, ...COMPLETE.authors];
    expect(missingBySteps({ ...COMPLETE, authors: two }, 300).authors).toEqual([
      'only one corresponding author',
    ]);
  });

  it('agrees with completedSteps on every step', () => {
    const missing = missingBySteps(EMPTY, 300);
    const done = completedSteps(EMPTY, 300);
    for (const step of Object.keys(done) as (keyof typeof done)[]) {
      expect(done[step], step).toBe(missing[step].length === 0);
    }
  });
});

describe('stepOfField and stepsWithErrors', () => {
  it('finds the step of plain and nested fields', () => {
    expect(stepOfField('journalId')).toBe('journal');
    expect(stepOfField('abstract')).toBe('details');
    expect(stepOfField('authors.2.orcid')).toBe('authors');
    expect(stepOfField('manuscript')).toBe('files');
    expect(stepOfField('declarations.licence')).toBe('declarations');
    expect(stepOfField('clientKey')).toBeNull();
  });

  it('collects the steps with messages, ignoring empty lists', () => {
    const steps = stepsWithErrors({
      title: ['Enter a title.'],
      'authors.0.email': ['Bad'],
      files: [],
    });
    expect([...steps].sort()).toEqual(['authors', 'details']);
  });
});
