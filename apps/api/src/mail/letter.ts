import { escapeXml } from '@quire/utils';
import type { MailMessage } from './mailer';

/**
 * One block of a letter: a paragraph of prose, a link on a line of its own, or a quoted text
 * (an editor's letter) kept exactly as written, line breaks included.
 */
export type LetterBlock = string | { link: string } | { quote: string };

/** What a letter says; `composeLetter` turns it into a plain-text and a simple HTML mail. */
export interface Letter {
  to: string;
  subject: string;
  /** `Dear Ada Lovelace,` */
  greeting: string;
  blocks: LetterBlock[];
  /** The closing lines, e.g. `['Kind regards,', 'Grace Hopper', 'Journal of Tests']`. */
  signature: string[];
  replyTo?: string | undefined;
}

/** A rule around quoted text in the plain-text version, as mail clients show a forwarded letter. */
const QUOTE_RULE = '------------------------------------------------------------';

function blockAsText(block: LetterBlock): string {
  if (typeof block === 'string') return block;
  if ('link' in block) return block.link;
  return `${QUOTE_RULE}\n${block.quote.trim()}\n${QUOTE_RULE}`;
}

function linesAsHtml(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) => escapeXml(line))
    .join('<br>\n');
}

function blockAsHtml(block: LetterBlock): string {
  if (typeof block === 'string') return `<p>${escapeXml(block)}</p>`;
  if ('link' in block) {
    const href = escapeXml(block.link);
    return `<p><a href="${href}">${href}</a></p>`;
  }
  // Paragraphs of the quoted letter stay paragraphs; single line breaks stay line breaks.
  const paragraphs = block.quote
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${linesAsHtml(paragraph)}</p>`);
  return `<blockquote style="margin:1em 0;padding:0 1em;border-left:3px solid #ccc">\n${paragraphs.join('\n')}\n</blockquote>`;
}

/**
 * The mail of a letter: plain text (the version every client can read, blocks separated by blank
 * lines) and the same words as minimal HTML, every value escaped.
 */
export function composeLetter(letter: Letter): MailMessage {
  const text = [letter.greeting, ...letter.blocks.map(blockAsText), letter.signature.join('\n')]
    .join('\n\n')
    .concat('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Georgia,serif;line-height:1.5;max-width:40em">',
    `<p>${escapeXml(letter.greeting)}</p>`,
    ...letter.blocks.map(blockAsHtml),
    `<p>${letter.signature.map((line) => escapeXml(line)).join('<br>\n')}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: letter.to,
    subject: letter.subject,
    text,
    html,
    ...(letter.replyTo ? { replyTo: letter.replyTo } : {}),
  };
}
