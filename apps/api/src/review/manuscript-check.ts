import { PDFDocument, PDFName } from 'pdf-lib';

/** Reads a whole stream into one buffer. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** The values of XMP elements naming a creator (`dc:creator`, `pdf:Author`), as text. */
function xmpAuthors(xmp: string): string[] {
  const found: string[] = [];
  for (const match of xmp.matchAll(/<(dc:creator|pdf:Author)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const inner = match[2] ?? '';
    const items = [...inner.matchAll(/<rdf:li\b[^>]*>([\s\S]*?)<\/rdf:li>/g)].map(
      (m) => m[1] ?? '',
    );
    for (const value of items.length > 0 ? items : [inner]) {
      const text = value.replace(/<[^>]*>/g, '').trim();
      if (text) found.push(text);
    }
  }
  for (const match of xmp.matchAll(/pdf:Author="([^"]*)"/g)) {
    if (match[1]?.trim()) found.push(match[1].trim());
  }
  return found;
}

/** The XMP packet of a PDF's catalogue, as text (null: none or unreadable). */
function xmpOf(pdf: PDFDocument): string | null {
  const metadata = pdf.catalog.get(PDFName.of('Metadata'));
  if (!metadata) return null;
  const stream = pdf.context.lookup(metadata);
  const contents = (stream as { getContents?: () => Uint8Array } | undefined)?.getContents?.();
  return contents ? Buffer.from(contents).toString('utf8') : null;
}

/**
 * The author fields of a PDF's metadata — the Info dictionary's Author (and Creator when it is a
 * person's name is not decidable, so only Author) and XMP's `dc:creator` / `pdf:Author`. An
 * unreadable or encrypted PDF answers null: the editor is told it could not be checked.
 */
export async function pdfMetadataAuthors(bytes: Uint8Array): Promise<string[] | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    const found = new Set<string>();
    const author = pdf.getAuthor()?.trim();
    if (author) found.add(author);
    const xmp = xmpOf(pdf);
    if (xmp) for (const name of xmpAuthors(xmp)) found.add(name);
    return [...found];
  } catch {
    return null;
  }
}

/** Letters only, lower case, accents dropped: "Ann-Marie Ö" → "annmarieo". */
function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.]/gu, '');
}

/**
 * Whether metadata fields name one of the authors: a field holding an author's full name, their
 * surname (3+ letters) or address. Loose on purpose: a false alarm costs the editor a click, a
 * miss unmasks the author.
 */
export function namesAnAuthor(
  fields: readonly string[],
  authors: ReadonlyArray<{ name: string; email: string }>,
): boolean {
  const haystack = fields.map(folded);
  return authors.some((author) => {
    const words = author.name.split(/\s+/).filter((word) => folded(word).length >= 3);
    const needles = [folded(author.name), folded(author.email), ...words.map(folded)].filter(
      (needle) => needle.length >= 3,
    );
    return haystack.some((field) => needles.some((needle) => field.includes(needle)));
  });
}

/**
 * A copy of the PDF with no author in its metadata: Info's Author, Creator, Producer, Title,
 * Subject and Keywords emptied (a title may name its author too), and the XMP packet removed.
 * The pages are not touched.
 */
export async function cleanedPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  pdf.setAuthor('');
  pdf.setCreator('');
  pdf.setProducer('');
  pdf.setSubject('');
  pdf.setKeywords([]);
  pdf.catalog.delete(PDFName.of('Metadata'));
  return pdf.save({ updateFieldAppearances: false });
}
