import { describe, expect, it } from 'vitest';
import { panelTexts } from '../../texts';
import { readPublishBody } from './publish-body.server';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('readPublishBody', () => {
  it('leaves the section out when the editor keeps the submission’s own', () => {
    const read = readPublishBody(form({ issueId: '4', sectionId: '', pages: '', doi: '' }));
    expect(read).toEqual({
      ok: true,
      data: { issueId: 4, pages: null, doi: null, licenseId: null },
    });
    expect(read.ok && 'sectionId' in read.data).toBe(false);
  });

  it('leaves the section out when the form has no such field', () => {
    const read = readPublishBody(form({ issueId: '4' }));
    expect(read.ok && 'sectionId' in read.data).toBe(false);
  });

  it('sends a chosen section, pages and DOI', () => {
    expect(
      readPublishBody(form({ issueId: '4', sectionId: '7', pages: ' 12–24 ', doi: '10.1234/q.1' })),
    ).toEqual({
      ok: true,
      data: { issueId: 4, sectionId: 7, pages: '12–24', doi: '10.1234/q.1', licenseId: null },
    });
  });

  it('sends a chosen licence, and none for the journal’s default', () => {
    const chosen = readPublishBody(form({ issueId: '4', licenseId: 'cc-by-nc-4.0' }));
    expect(chosen.ok && chosen.data.licenseId).toBe('cc-by-nc-4.0');
    const kept = readPublishBody(form({ issueId: '4', licenseId: '' }));
    expect(kept.ok && kept.data.licenseId).toBeNull();
  });

  it('refuses a forged licence with the contract’s message', () => {
    expect(readPublishBody(form({ issueId: '4', licenseId: 'all-rights-reserved' }))).toEqual({
      ok: false,
      fieldErrors: { licenseId: ['Choose one of the licences offered.'] },
    });
  });

  it('asks for an issue', () => {
    expect(readPublishBody(form({ issueId: '', sectionId: '7' }))).toEqual({
      ok: false,
      fieldErrors: { issueId: ['Choose the issue to publish in.'] },
    });
  });

  it('refuses a DOI the API would refuse, with the contract’s message', () => {
    expect(readPublishBody(form({ issueId: '4', doi: 'doi:10.1234/q.1' }))).toEqual({
      ok: false,
      fieldErrors: { doi: ['Enter a DOI like 10.1234/abc.2026.1.'] },
    });
  });

  it('refuses pages longer than the contract allows', () => {
    const read = readPublishBody(form({ issueId: '4', pages: '1'.repeat(500) }));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.fieldErrors.pages?.[0]).toMatch(
      /^The pages has at most \d+ characters\.$/,
    );
  });

  it('words a site’s own refusal of the issue list', () => {
    const texts = { ...panelTexts(), chooseIssue: 'Pick an issue.' };
    expect(readPublishBody(form({ issueId: 'x' }), texts)).toEqual({
      ok: false,
      fieldErrors: { issueId: ['Pick an issue.'] },
    });
  });

  it.each(['abc', '0', '-3', '1.5'])('refuses the forged section %j', (sectionId) => {
    expect(readPublishBody(form({ issueId: '4', sectionId }))).toEqual({
      ok: false,
      fieldErrors: { sectionId: ['Choose one of the sections offered.'] },
    });
  });
});
