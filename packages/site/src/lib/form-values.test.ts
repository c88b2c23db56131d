import { describe, expect, it } from 'vitest';
import { numberField } from './form-values';

describe('numberField', () => {
  const form = new FormData();
  form.append('id', ' 42 ');
  form.append('blank', '  ');
  form.append('typed', '4a');
  form.append('file', new File(['1'], 'one.txt'));

  it('reads whole digits as a number', () => expect(numberField(form, 'id')).toBe(42));
  it('leaves a blank or absent field out', () => {
    expect(numberField(form, 'blank')).toBeUndefined();
    expect(numberField(form, 'missing')).toBeUndefined();
    expect(numberField(form, 'file')).toBeUndefined();
  });
  it('passes anything else on as typed, for the contract to refuse', () => {
    expect(numberField(form, 'typed')).toBe('4a');
  });
});
