import { describe, expect, it } from 'vitest';
import { readPublishForm } from './publish-form';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('readPublishForm', () => {
  it('leaves the section out when the editor keeps the submission’s own', () => {
    const read = readPublishForm(form({ issueId: '4', sectionId: '', pages: '', doi: '' }));
    expect(read).toEqual({
      ok: true,
      body: { issueId: 4, pages: null, doi: null, licenseId: null },
    });
    expect(read.ok && 'sectionId' in read.body).toBe(false);
  });

  it('leaves the section out when the form has no such field', () => {
    const read = readPublishForm(form({ issueId: '4' }));
    expect(read.ok && 'sectionId' in read.body).toBe(false);
  });

  it('sends a chosen section, pages and DOI', () => {
    expect(
      readPublishForm(form({ issueId: '4', sectionId: '7', pages: ' 12–24 ', doi: '10.1234/q.1' })),
    ).toEqual({
      ok: true,
      body: { issueId: 4, sectionId: 7, pages: '12–24', doi: '10.1234/q.1', licenseId: null },
    });
  });

  it('sends a chosen licence, and none for the journal’s default', () => {
    const chosen = readPublishForm(form({ issueId: '4', licenseId: 'cc-by-nc-4.0' }));
    expect(chosen.ok && chosen.body.licenseId).toBe('cc-by-nc-4.0');
    const kept = readPublishForm(form({ issueId: '4', licenseId: '' }));
    expect(kept.ok && kept.body.licenseId).toBeNull();
  });

  it('refuses a forged licence with the contract’s message', () => {
    expect(readPublishForm(form({ issueId: '4', licenseId: 'all-rights-reserved' }))).toEqual({
      ok: false,
      fieldErrors: { licenseId: ['Choose one of the licences offered.'] },
    });
  });

  it('asks for an issue', () => {
    expect(readPublishForm(form({ issueId: '', sectionId: '7' }))).toEqual({
      ok: false,
      fieldErrors: { issueId: ['Choose the issue to publish in.'] },
    });
  });

  it.each(['abc', '0', '-3', '1.5'])('refuses the forged section %j', (sectionId) => {
    expect(readPublishForm(form({ issueId: '4', sectionId }))).toEqual({
      ok: false,
      fieldErrors: { sectionId: ['Choose one of the sections offered.'] },
    });
  });
});
