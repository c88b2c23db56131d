// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  questionIdFor,
  readQuestionForm,
  readReminderDays,
  readReviewSettingsForm,
} from './review-forms.server';

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const settingsFields = {
  mode: 'double_anonymous',
  'section-4': 'open',
  'section-5': '',
  responseDays: '7',
  reviewDays: '28',
  responseReminderDays: '-2, 3',
  reviewReminderDays: '−3 7 14',
  tellReviewersOutcome: 'on',
  invitationTemplate: 'Dear {reviewerName}, please review {title}.',
  reminderTemplate: 'A reminder about {title}.',
  'decisionTemplates.request_revisions': 'Revise {title}.\n\n{reviews}',
  'decisionTemplates.accept': 'Accepted.\n\n{reviews}',
  'decisionTemplates.decline': 'Declined.\n\n{reviews}',
  version: '3',
};

describe('the review settings form', () => {
  it('reads modes per section, days, reminders (minus signs of either kind) and letters', () => {
    const read = readReviewSettingsForm(formData(settingsFields), [4, 5]);
    expect(read).toEqual({
      ok: true,
      body: expect.objectContaining({
        mode: 'double_anonymous',
        sections: [
          { id: 4, mode: 'open' },
          { id: 5, mode: null },
        ],
        responseDays: 7,
        reviewDays: 28,
        responseReminderDays: [-2, 3],
        reviewReminderDays: [-3, 7, 14],
        tellReviewersOutcome: true,
        decisionTemplates: expect.objectContaining({ accept: 'Accepted.\n\n{reviews}' }),
        version: 3,
      }),
    });
  });

  it('names each refused field by its form name, the letters’ included', () => {
    const read = readReviewSettingsForm(
      formData({
        ...settingsFields,
        responseDays: '',
        reviewDays: '400',
        reviewReminderDays: 'soon',
        responseReminderDays: '0',
        'decisionTemplates.accept': ' ',
      }),
      [4, 5],
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).sort()).toEqual([
      'decisionTemplates.accept',
      'responseDays',
      'responseReminderDays',
      'reviewDays',
      'reviewReminderDays',
    ]);
    expect(read.errors.reviewDays).toEqual(['The time to review is at most 365 days.']);
    expect(read.errors.reviewReminderDays?.[0]).toMatch(/whole numbers of days/);
    expect(read.errors.responseReminderDays).toEqual([
      'Remind before (−) or after (+) the due date.',
    ]);
  });

  it('reads reminders typed with commas, spaces or nothing', () => {
    expect(readReminderDays('')).toEqual([]);
    expect(readReminderDays(' -1,2 ;3 ')).toEqual([-1, 2, 3]);
    expect(readReminderDays('2.5')).toBeNull();
  });
});

describe('a review form question', () => {
  it('keeps only the fields of its kind', () => {
    const read = readQuestionForm(
      formData({
        kind: 'scale',
        prompt: 'How original is it?',
        help: '',
        options: 'left over\nfrom a choice',
        scaleMax: '5',
        scaleLow: 'Not at all',
        scaleHigh: 'Very',
        required: 'on',
      }),
      'originality',
    );
    expect(read).toEqual({
      ok: true,
      body: {
        id: 'originality',
        kind: 'scale',
        prompt: 'How original is it?',
        help: null,
        required: true,
        options: [],
        scaleMax: 5,
        scaleLabels: ['Not at all', 'Very'],
      },
    });
  });

  it('says what is missing beside the field: the prompt, the choices, the scale’s end and label', () => {
    const choice = readQuestionForm(formData({ kind: 'choice', prompt: '', options: 'Yes' }), 'q');
    expect(choice.ok).toBe(false);
    if (!choice.ok) {
      expect(choice.errors.prompt).toEqual(['Write the question.']);
      expect(choice.errors.options).toEqual(['A choice question offers at least two choices.']);
    }
    const scale = readQuestionForm(
      formData({ kind: 'scale', prompt: 'Rate it', scaleMax: '', scaleHigh: 'High' }),
      'q',
    );
    expect(scale.ok).toBe(false);
    if (!scale.ok) {
      expect(scale.errors.scaleMax?.[0]).toMatch(/where its scale ends/);
      expect(scale.errors.scaleLow).toEqual(['Name the low end.']);
    }
  });

  it('makes a unique id from the prompt', () => {
    expect(questionIdFor('Is the method sound?', new Set())).toBe('is-the-method-sound');
    expect(questionIdFor('Is the method sound?', new Set(['is-the-method-sound']))).toBe(
      'is-the-method-sound-2',
    );
    expect(questionIdFor('¿?', new Set())).toBe('question');
  });
});
