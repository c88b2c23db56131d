/**
 * A form's number field as a contract's number expects it: the number when the text is whole
 * digits, `undefined` when blank, otherwise the text as typed — so the schema refuses it with its
 * own rule instead of the form deciding what a number is.
 * @example numberField(form, 'issueId') // 4 for "4", undefined for "", "4a" for "4a"
 */
export function numberField(form: FormData, name: string): number | string | undefined {
  const value = form.get(name);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
}
