import { escapeXml } from '@quire/utils';
import { oaiDatestamp } from './oai-dates';
import type { OaiError } from './oai-protocol';

/** What the `<request>` element echoes: the verb and arguments, only when they were legal. */
export interface EchoedRequest {
  baseUrl: string;
  verb?: string | undefined;
  args?: Record<string, string> | undefined;
}

function requestElement({ baseUrl, verb, args }: EchoedRequest): string {
  const attributes = verb
    ? [['verb', verb], ...Object.entries(args ?? {})]
        .map(([name, value]) => ` ${name}="${escapeXml(value ?? '')}"`)
        .join('')
    : '';
  return `<request${attributes}>${escapeXml(baseUrl)}</request>`;
}

/** The OAI-PMH envelope around a verb's content or an error. */
export function oaiDocument(request: EchoedRequest, body: string, now = new Date()): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"',
    ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">',
    `<responseDate>${oaiDatestamp(now)}</responseDate>`,
    requestElement(request),
    body,
    '</OAI-PMH>',
  ].join('');
}

/** `<error code="…">message</error>`. */
export function oaiErrorElement(error: OaiError): string {
  return `<error code="${error.code}">${escapeXml(error.message)}</error>`;
}
