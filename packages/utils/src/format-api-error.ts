/** Shown when an error carries nothing fit for a reader. */
export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

// A proxy's or server's HTML error page is not a message anyone should read in a modal.
function isHtmlDocument(text: string): boolean {
  return /^<(?:!doctype|html)\b/i.test(text);
}

function listedMessages(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const text =
      nonEmptyString(item) ?? (isRecord(item) ? nonEmptyString(item.message) : undefined);
    return text === undefined ? [] : [text];
  });
}

// `errors` is a list of messages or field → messages (the API's error body, see contracts).
function errorLines(errors: unknown): string[] {
  if (Array.isArray(errors)) return listedMessages(errors);
  if (!isRecord(errors)) return [];
  return Object.entries(errors).flatMap(([field, messages]) => {
    const texts = Array.isArray(messages) ? listedMessages(messages) : listedMessages([messages]);
    return texts.map((text) => `${field}: ${text}`);
  });
}

// The body that describes the failure: axios keeps it on `response.data`, fetch wrappers on
// `data`; otherwise the value is the body itself. Axios's own `message` ("Request failed with
// status code 422") says less than the body, so the body wins whenever there is one.
function errorBody(error: unknown): unknown {
  if (!isRecord(error)) return error;
  if (isRecord(error.response) && error.response.data != null) return error.response.data;
  if (error.data != null) return error.data;
  return error;
}

function messageOf(error: unknown): string {
  const body = errorBody(error);
  const text = nonEmptyString(body);
  if (text !== undefined) return isHtmlDocument(text) ? GENERIC_ERROR_MESSAGE : text;
  if (Array.isArray(body)) return numbered(listedMessages(body));
  if (!isRecord(body)) return GENERIC_ERROR_MESSAGE;

  const message = nonEmptyString(body.message);
  if (message !== undefined) return message;
  // Some frameworks (NestJS validation) send the list of messages as `message`.
  return numbered([...listedMessages(body.message), ...errorLines(body.errors)]);
}

function numbered(lines: readonly string[]): string {
  if (lines.length === 0) return GENERIC_ERROR_MESSAGE;
  return lines.map((line, index) => `${index + 1}) ${line}`).join('\n');
}

/**
 * The text for the error modal, from whatever a failed request threw: the body's `message`
 * (also inside an axios `response.data` or a `data` property); else its `errors` numbered one
 * per line (`1) email: is taken`); a plain string as is (an HTML error page is not one);
 * otherwise {@link GENERIC_ERROR_MESSAGE}.
 * Never throws, whatever it is given.
 * @example formatApiError({ data: { message: 'Journal not found' } }) // 'Journal not found'
 * @example formatApiError({ errors: ['Title is required', 'ISSN is invalid'] }) // '1) Title is required\n2) ISSN is invalid'
 */
export function formatApiError(error: unknown): string {
  try {
    return messageOf(error);
  } catch {
    // Getters and proxies can throw while being read; the modal must still show something.
    return GENERIC_ERROR_MESSAGE;
  }
}
