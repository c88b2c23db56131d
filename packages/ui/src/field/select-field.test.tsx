import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

describe('SelectField', () => {
  it('labels its select and keeps the chosen value', () => {
    render(
      <SelectField name="sort" label="Sort by" labelNote={false} defaultValue="newest">
        <option value="relevance">Relevance</option>
        <option value="newest">Newest first</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(select.id).toBe('field-sort');
    expect(select.value).toBe('newest');
  });

  it('ties its messages to the select and marks it invalid', () => {
    render(
      <SelectField name="journal" label="Journal" required errors={['Choose a journal.']}>
        <option value="">Choose</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Journal');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Choose a journal.');
  });

  it('takes another id when two forms share a name', () => {
    render(
      <SelectField id="search-type" name="type" label="Type">
        <option value="">All</option>
      </SelectField>,
    );
    expect(screen.getByLabelText('Type (optional)').id).toBe('search-type');
  });

  it('lists its options after its children', () => {
    render(
      <SelectField
        name="journal"
        label="Journal"
        defaultValue="jce"
        options={[
          { value: 'jce', label: 'JCE' },
          { value: 7, label: 'Seven' },
        ]}
      >
        <option value="">All journals</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Journal (optional)') as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'All journals'],
      ['jce', 'JCE'],
      ['7', 'Seven'],
    ]);
    expect(select.value).toBe('jce');
  });
});
