import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { isStorableText } from '@quire/contracts';
import { xssVectors } from '@quire/test-utils';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import {
  articles,
  auditLog,
  dois,
  files,
  issues,
  journals,
  ojsImports,
  sections,
  volumes,
} from '../src/db/schema';
import type { FileStorage } from '../src/files/storage';
import { OjsExportError, readOjsExport } from '../src/ojs/ojs-export';
import { importOjsExport, OjsImportError } from '../src/ojs/ojs-import';
import { runQuire } from '../src/ops/quire-command';
import { GOOD_PASSWORD } from './auth-fixtures';
import { insertJournal, uniqueSlug } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

const API_DIR = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'ojs');
const SAMPLE = path.join(FIXTURES, 'sample-export.xml');
const XSD = path.join(FIXTURES, 'schema', 'plugins', 'importexport', 'native', 'native.xsd');

const sample = await readFile(SAMPLE, 'utf8');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// XML 1.0 cannot carry these characters, so no OJS export can: the vectors with them stay out.
function isXmlText(text: string): boolean {
  return [...text].every((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : [0x09, 0x0a, 0x0d].includes(code);
  });
}

/** The sample with the project's whole XSS corpus in the hostile article's abstract. */
const sampleWithCorpus = sample.replace(
  'XSS-CORPUS',
  escapeXml(xssVectors.filter((vector) => isStorableText(vector) && isXmlText(vector)).join('\n')),
);

/** `xmllint --schema` on `xml`: OJS's own schema must accept the export. */
async function validate(xml: string): Promise<{ ok: boolean; output: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'quire-ojs-'));
  const file = path.join(dir, 'export.xml');
  await writeFile(file, xml);
  try {
    const { stderr } = await promisify(execFile)('xmllint', ['--noout', '--schema', XSD, file]);
    return { ok: true, output: stderr };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function tableCounts(db: Database, journalId: number) {
  const [row] = await db
    .select({
      issues: sql<number>`(select count(*)::int from ${issues} where ${issues.journalId} = ${journalId})`,
      volumes: sql<number>`(select count(*)::int from ${volumes} where ${volumes.journalId} = ${journalId})`,
      articles: sql<number>`(select count(*)::int from ${articles} where ${articles.journalId} = ${journalId})`,
      sections: sql<number>`(select count(*)::int from ${sections} where ${sections.journalId} = ${journalId})`,
      mapped: sql<number>`(select count(*)::int from ${ojsImports} where ${ojsImports.journalId} = ${journalId})`,
      dois: sql<number>`(select count(*)::int from ${dois} where ${dois.journalId} = ${journalId})`,
      files: sql<number>`(select count(*)::int from ${files})`,
      audit: sql<number>`(select count(*)::int from ${auditLog} where ${auditLog.journalId} = ${journalId})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

describe('the sample OJS export', () => {
  it('is valid against OJS 3.4’s own schema, with the XSS corpus in it too', async () => {
    expect(await validate(sample)).toMatchObject({ ok: true });
    expect(await validate(sampleWithCorpus)).toMatchObject({ ok: true });
  });

  it('fails OJS’s schema when it is broken (the check can fail)', async () => {
    const broken = sample.replace('<issue_identification>', '<issue_identification><bogus/>');
    const result = await validate(broken);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('bogus');
  });

  it('reads issues, articles, authors, keywords, DOIs and galleys', () => {
    const data = readOjsExport(sample);
    expect(data.issues.map((issue) => [issue.ojsId, issue.volume, issue.number])).toEqual([
      [11, 1, 1],
      [12, 1, 2],
    ]);
    const [first] = data.issues[0]?.articles ?? [];
    expect(first).toMatchObject({
      ojsId: 101,
      title: 'Tidal mixing in Norwegian fjords',
      doi: '10.5555/nmr.2024.1.1',
      pages: '1-14',
      keywords: ['tides', 'fjords', 'mixing'],
      sectionTitle: 'Articles',
      datePublished: '2024-03-15',
      dateSubmitted: '2023-09-14',
      authors: [
        {
          name: 'Ingrid Solberg',
          affiliation: 'University of Bergen',
          orcid: '0000-0002-1825-0097',
          email: 'ingrid.solberg@uib.example',
        },
        expect.objectContaining({ name: 'Tomás Ferreira', orcid: null }),
      ],
    });
    const galley = first?.galleys[0];
    expect(galley?.file?.kind).toBe('embedded');
    if (galley?.file?.kind === 'embedded') {
      expect(galley.file.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('refuses malformed XML with its line, and other kinds of export by name', () => {
    const malformed = sample.replace('</volume>', '</volum>');
    expect(() => readOjsExport(malformed)).toThrow(OjsExportError);
    expect(() => readOjsExport(malformed)).toThrow(/not well-formed XML: line \d+:/);
    expect(() => readOjsExport('<articles xmlns="http://pkp.sfu.ca"/>')).toThrow(
      /export of articles: export the issues instead/,
    );
    expect(() => readOjsExport('<PKPUsers xmlns="http://pkp.sfu.ca"/>')).toThrow(
      /holds <PKPUsers>, not issues/,
    );
    expect(() => readOjsExport('<issues/>')).toThrow(/not an OJS native XML export/);
    expect(() => readOjsExport('')).toThrow(OjsExportError);
  });
});

describe('importing an OJS export into a journal', () => {
  let test: TestApp;
  let db: Database;
  let storage: FileStorage;
  let journalId: number;
  let slug: string;

  beforeAll(async () => {
    test = await createTestApp();
    db = test.context.db;
    storage = test.context.storage;
    slug = uniqueSlug('nmr');
    journalId = (await insertJournal(db, { slug, title: 'Nordic Marine Research' })).id;
  });
  afterAll(() => test?.close());

  it('reports in a dry run what it would do, and writes nothing', async () => {
    const before = await tableCounts(db, journalId);
    const report = await importOjsExport(db, storage, readOjsExport(sample), {
      journalSlug: slug,
      dryRun: true,
    });
    expect(report.counts).toEqual({
      issuesCreated: 2,
      issuesFound: 0,
      articlesCreated: 5,
      articlesFound: 0,
      galleysStored: 1,
      sectionsCreated: 2,
    });
    expect(report.lines).toContain(
      'issue 11 → Vol. 1 No. 1 (2024): would be created, published 2024-03-15',
    );
    expect(report.lines.join('\n')).toContain(
      'galley 205 "Data (Zenodo)": skipped (a link to https://zenodo.example/record/4242, kept in OJS)',
    );
    expect(await tableCounts(db, journalId)).toEqual(before);
  });

  it('imports issues, articles, authors, DOIs and the PDF; a second run adds nothing', async () => {
    const report = await importOjsExport(db, storage, readOjsExport(sample), {
      journalSlug: slug,
      dryRun: false,
    });
    expect(report.counts).toMatchObject({ issuesCreated: 2, articlesCreated: 5, galleysStored: 1 });
    const after = await tableCounts(db, journalId);
    expect(after).toMatchObject({
      issues: 2,
      volumes: 1,
      articles: 5,
      sections: 2,
      // 2 issues, 5 articles, 2 galleys (the PDF and the remote one).
      mapped: 9,
      // Every DOI registered site-wide (the register's trigger), 2 issues' and 5 articles'.
      dois: 7,
    });

    const [article] = await db
      .select()
      .from(articles)
      .where(eq(articles.doi, '10.5555/nmr.2024.1.1'));
    expect(article).toMatchObject({
      title: 'Tidal mixing in Norwegian fjords',
      keywords: ['tides', 'fjords', 'mixing'],
      pages: '1-14',
      license: 'CC BY 4.0',
      receivedAt: '2023-09-14',
      authors: [
        expect.objectContaining({
          name: 'Ingrid Solberg',
          affiliation: 'University of Bergen',
          orcid: '0000-0002-1825-0097',
          corresponding: true,
        }),
        expect.objectContaining({ name: 'Tomás Ferreira', affiliation: 'Universidade do Porto' }),
      ],
    });
    expect(article?.publishedAt?.toISOString()).toBe('2024-03-15T00:00:00.000Z');
    const pdf = article?.pdfPath ? await storage.get(article.pdfPath) : null;
    expect(pdf?.size).toBeGreaterThan(100);
    pdf?.stream.destroy();

    const hostile = await db
      .select()
      .from(articles)
      .where(eq(articles.doi, '10.5555/nmr.2024.1.2'));
    // Titles are plain text in Quire: the markup OJS let through is gone, its words kept.
    expect(hostile[0]?.title).toBe('Sediment budgets of estuaries');

    const current = await db
      .select({ number: issues.number, doi: issues.doi })
      .from(issues)
      .where(eq(issues.isCurrent, true));
    expect(current.filter((issue) => issue.doi?.startsWith('10.5555/nmr'))).toEqual([
      { number: 2, doi: '10.5555/nmr.2024.2' },
    ]);

    const again = await importOjsExport(db, storage, readOjsExport(sample), {
      journalSlug: slug,
      dryRun: false,
    });
    expect(again.counts).toEqual({
      issuesCreated: 0,
      issuesFound: 2,
      articlesCreated: 0,
      articlesFound: 5,
      galleysStored: 0,
      sectionsCreated: 0,
    });
    expect(await tableCounts(db, journalId)).toEqual(after);
  });

  it('answers the journal’s old OJS addresses with the new ones', async () => {
    const get = (url: string) => test.app.inject({ method: 'GET', url: `/api/ojs/${url}` });
    const [article] = await db
      .select({ slug: articles.slug })
      .from(articles)
      .where(eq(articles.doi, '10.5555/nmr.2024.1.1'));
    expect((await get(`${slug}/article/101`)).json()).toEqual({
      kind: 'article',
      journalSlug: slug,
      articleSlug: article?.slug,
    });
    expect((await get(`${slug}/galley/201`)).json()).toMatchObject({ articleSlug: article?.slug });
    const issue = (await get(`${slug}/issue/12`)).json();
    expect(issue).toMatchObject({ kind: 'issue', journalSlug: slug });
    const [row] = await db.select().from(issues).where(eq(issues.id, issue.issueId));
    expect(row).toMatchObject({ number: 2, volumeId: issue.volumeId });

    expect((await get(`${slug}/article/999`)).statusCode).toBe(404);
    expect((await get(`another-path/article/101`)).statusCode).toBe(404);
    expect((await get(`${slug}/section/1`)).statusCode).toBe(400);
  });

  it('keeps the addresses of what readers cannot see yet to itself (404)', async () => {
    const journal = uniqueSlug('nmr-draft');
    await insertJournal(db, { slug: journal });
    const unpublished = sample
      .replace(
        '<issue xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" published="1" current="1"',
        '<issue xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" published="0" current="0"',
      )
      .replace('<date_published>2024-09-20</date_published>', '')
      .replaceAll('10.5555/nmr.', '10.5555/nmr-d.');
    expect(await validate(unpublished)).toMatchObject({ ok: true });
    const report = await importOjsExport(db, storage, readOjsExport(unpublished), {
      journalSlug: journal,
      dryRun: false,
    });
    expect(report.lines).toContain('issue 12 → Vol. 1 No. 2 (2024): created, a draft');
    const get = (url: string) =>
      test.app.inject({ method: 'GET', url: `/api/ojs/${journal}/${url}` });
    expect((await get('issue/12')).statusCode).toBe(404);
    expect((await get('article/104')).statusCode).toBe(404);
    expect((await get('issue/11')).statusCode).toBe(200);
    expect((await get('article/101')).statusCode).toBe(200);
  });

  it('matches articles Quire already had by their DOI', async () => {
    const other = uniqueSlug('nmr-doi');
    const otherId = (await insertJournal(db, { slug: other })).id;
    const mine = sample.replaceAll('10.5555/nmr.', '10.5555/nmr-b.');
    const [volume] = await db
      .insert(volumes)
      .values({ journalId: otherId, number: 9, year: 2020 })
      .returning();
    const [issue] = await db
      .insert(issues)
      .values({
        journalId: otherId,
        volumeId: volume?.id ?? 0,
        number: 1,
        year: 2020,
        publishedAt: new Date('2020-01-01'),
      })
      .returning();
    await db.insert(articles).values({
      journalId: otherId,
      issueId: issue?.id ?? null,
      slug: 'typed-by-hand',
      title: 'Tidal mixing (typed by hand)',
      doi: '10.5555/NMR-B.2024.1.1',
      publishedAt: new Date('2020-01-01'),
    });
    const report = await importOjsExport(db, storage, readOjsExport(mine), {
      journalSlug: other,
      dryRun: false,
    });
    expect(report.counts).toMatchObject({ articlesCreated: 4, articlesFound: 1 });
    expect(report.lines.join('\n')).toContain('already in Quire (same DOI), kept');
    const [{ value } = { value: 0 }] = await db
      .select({ value: count() })
      .from(articles)
      .where(eq(articles.journalId, otherId));
    expect(value).toBe(5);
  });

  it('fetches galley files the export only references, and refuses one it cannot fetch', async () => {
    const pdf = Buffer.from(
      /<embed encoding="base64" mime_type="application\/pdf">([^<]+)<\/embed>/.exec(sample)?.[1] ??
        '',
      'base64',
    );
    const server = createServer((request, response) => {
      if (request.url === '/files/tidal-mixing.pdf') response.end(pdf);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const referencing = (file: string) =>
      sample
        .replace(
          /<embed encoding="base64" mime_type="application\/pdf">[^<]+<\/embed>/,
          `<href src="${origin}/files/${file}" mime_type="application/pdf"/>`,
        )
        .replaceAll('10.5555/nmr.', `10.5555/nmr-${file.length}.`);
    try {
      expect(await validate(referencing('tidal-mixing.pdf'))).toMatchObject({ ok: true });
      const journal = uniqueSlug('nmr-href');
      const journalId = (await insertJournal(db, { slug: journal })).id;
      const missing = importOjsExport(db, storage, readOjsExport(referencing('gone.pdf')), {
        journalSlug: journal,
        dryRun: true,
      });
      await expect(missing).rejects.toThrow(
        `The galley file ${origin}/files/gone.pdf could not be fetched (${origin}/files/gone.pdf answered 404)`,
      );
      const report = await importOjsExport(
        db,
        storage,
        readOjsExport(referencing('tidal-mixing.pdf')),
        { journalSlug: journal, dryRun: false },
      );
      expect(report.counts.galleysStored).toBe(1);
      const [article] = await db
        .select({ pdfPath: articles.pdfPath })
        .from(articles)
        .where(sql`${articles.journalId} = ${journalId} and ${articles.pdfPath} is not null`);
      const stored = article?.pdfPath ? await storage.get(article.pdfPath) : null;
      expect(stored?.size).toBe(pdf.length);
      stored?.stream.destroy();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses, writing nothing, an unknown journal or DOIs another journal holds', async () => {
    await expect(
      importOjsExport(db, storage, readOjsExport(sample), {
        journalSlug: 'no-such',
        dryRun: false,
      }),
    ).rejects.toThrow('There is no journal with the address "no-such".');

    const third = uniqueSlug('nmr-taken');
    const thirdId = (await insertJournal(db, { slug: third })).id;
    const before = await tableCounts(db, thirdId);
    const failure = importOjsExport(db, storage, readOjsExport(sample), {
      journalSlug: third,
      dryRun: false,
    });
    await expect(failure).rejects.toThrow(OjsImportError);
    await expect(failure).rejects.toThrow(
      /its DOI 10\.5555\/nmr\.2024\.1\.1 is already given to another item/,
    );
    expect(await tableCounts(db, thirdId)).toEqual(before);
  });

  it('refuses an export with invalid metadata, naming each problem', async () => {
    const bad = sample
      .replace('https://orcid.org/0000-0002-9079-593X', 'https://orcid.org/0000-0002-9079-5930')
      .replace('<number>2</number>', '<number>Special</number>')
      .replaceAll('10.5555/nmr.', '10.5555/nmr-c.');
    const journal = uniqueSlug('nmr-bad');
    await insertJournal(db, { slug: journal });
    const failure = importOjsExport(db, storage, readOjsExport(bad), {
      journalSlug: journal,
      dryRun: true,
    });
    await expect(failure).rejects.toThrow(/Nothing was imported: the export has 2 problems/);
    await expect(failure).rejects.toThrow(/article 103, author "Aiko Tanaka": .*check digit/);
    await expect(failure).rejects.toThrow(/issue 12 needs a volume, a number/);
  });

  it('keeps the XSS corpus in the abstract as the back office would (sanitised at display)', async () => {
    const journal = uniqueSlug('nmr-xss');
    await insertJournal(db, { slug: journal });
    await importOjsExport(
      db,
      storage,
      readOjsExport(sampleWithCorpus.replaceAll('10.5555/nmr.', '10.5555/nmr-x.')),
      { journalSlug: journal, dryRun: false },
    );
    const [row] = await db
      .select({ abstract: articles.abstract })
      .from(articles)
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .where(eq(articles.doi, '10.5555/nmr-x.2024.1.2'));
    expect(row?.abstract).toContain('<svg onload=');
    expect(row?.abstract.length).toBeGreaterThan(5000);
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of `quire` on the embedded database in `dataDir`. */
function commandEnv(dataDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  return { ...inherited, NODE_ENV: 'test', QUIRE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
}

/** `quire <args>` on the embedded database in `dataDir`, in this process (the command's code). */
async function quire(dataDir: string, args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runQuire(args, {
    env: commandEnv(dataDir),
    stdin: Readable.from([]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

/** `quire <args>` as a process of its own (through tsx), with `stdin` piped in. */
function quireProcess(dataDir: string, args: string[], stdin: string): Promise<Run> {
  const child = spawn(
    process.execPath,
    ['--conditions=@quire/source', '--import', 'tsx', 'src/ops/quire-cli.ts', ...args],
    { cwd: API_DIR, env: commandEnv(dataDir), stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('quire import', () => {
  let dataDir: string;
  let malformed: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'quire-import-'));
    malformed = path.join(dataDir, 'malformed.xml');
    await writeFile(malformed, sample.replace('</volume>', '</volum>'));
    // A real process, as a deployer runs it: the password piped in, exit code 0.
    const init = await quireProcess(
      dataDir,
      [
        'init',
        '--site-name',
        'Nordic Journals',
        '--name',
        'Ada Admin',
        '--email',
        'ada@nordic.example',
        '--journal-title',
        'Nordic Marine Research',
        '--journal-slug',
        'nmr',
      ],
      `${GOOD_PASSWORD}\n`,
    );
    expect(init.stderr).toBe('');
    expect(init.stdout).toContain('Quire is set up: "Nordic Journals".');
    expect(init.code).toBe(0);
  }, 300_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // An unknown journal's refusal is the same message from `importOjsExport` (tested above).
  it('says what is wrong with the command or the file (exit code 1)', async () => {
    const noJournal = await quire(dataDir, ['import', SAMPLE]);
    expect(noJournal).toMatchObject({ code: 1 });
    expect(noJournal.stderr).toContain('Name the journal: --journal <web-address>.');
    const missing = await quire(dataDir, ['import', '--journal', 'nmr', '/nowhere/export.xml']);
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.stderr).toContain('There is no file /nowhere/export.xml.');
    const broken = await quire(dataDir, ['import', '--journal', 'nmr', malformed]);
    expect(broken).toMatchObject({ code: 1 });
    expect(broken.stderr).toMatch(/The file is not well-formed XML: line \d+:/);
  }, 300_000);

  it('imports once: a dry run writes nothing, a second run creates no duplicates', async () => {
    const dry = await quire(dataDir, ['import', '--journal', 'nmr', '--dry-run', SAMPLE]);
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run: nothing was written.');
    expect(dry.stdout).toContain('articles: 5 to create, 0 already here');

    const first = await quire(dataDir, ['import', '--journal', 'nmr', SAMPLE]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('issues: 2 created, 0 already here');
    expect(first.stdout).toContain('articles: 5 created, 0 already here');
    const second = await quire(dataDir, ['import', '--journal', 'nmr', SAMPLE]);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('articles: 0 created, 5 already here');

    const database = await openDatabase({ dataDir, poolSize: 1 });
    try {
      const [row] = await database.db
        .select({ value: count() })
        .from(articles)
        .innerJoin(journals, eq(journals.id, articles.journalId))
        .where(eq(journals.slug, 'nmr'));
      expect(row?.value).toBe(5);
    } finally {
      await database.close();
    }
  }, 600_000);
});
