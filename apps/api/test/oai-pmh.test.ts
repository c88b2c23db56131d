import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull, lte, or, sql } from 'drizzle-orm';
// The harvester is a real OAI-PMH client from npm (paperhive's `oai-pmh`): what aggregators run.
// Its sources directly: its entry needs the `esm` loader, broken on Node 24 (vitest.config.ts).
import { OaiPmh } from 'oai-pmh/src/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, issues, journals, sections } from '../src/db/schema';
import { OAI_PAGE_SIZE } from '../src/oai/oai-protocol';
import { seedDemoIfEmpty } from '../src/seed/seed-demo';
import type { RunningServer } from '../src/server';
import { freshDatabaseUrl, serverConfig } from './chat-fixtures';
import { startTestServer } from './test-app';

const WEB_ORIGIN = 'https://journals.example.org';
const REPOSITORY = 'journals.example.org';

interface HarvestedHeader {
  identifier: string;
  datestamp: string;
  setSpec?: string | string[];
  $?: { status?: string };
}
interface HarvestedRecord {
  header: HarvestedHeader;
  metadata?: Record<string, Record<string, unknown>>;
}

/** Everything a harvester collects by following resumption tokens to the end. */
async function harvest<T>(items: AsyncIterable<T>): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

describe('OAI-PMH repository over the demo corpus', () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let oai: OaiPmh;
  let baseUrl: string;
  /** The repository's public base URL (BACKEND_URL), which answers echo. */
  let publicBaseUrl: string;
  let publicArticles: number;
  let dataDir: string;

  /** The raw XML answer, for what the harvester does not expose (errors, tokens, echoes). */
  async function raw(query: string, init?: RequestInit): Promise<string> {
    const response = await fetch(`${baseUrl}?${query}`, init);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    return response.text();
  }
  const errorCode = (xml: string) => /<error code="([^"]+)"/.exec(xml)?.[1];

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    // The seed writes its PDFs under the data folder.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'quire-oai-'));
    server = await startTestServer(
      serverConfig({ databaseUrl: database.url, dataDir, webOrigin: WEB_ORIGIN }),
    );
    await seedDemoIfEmpty(server.context);
    baseUrl = `${server.url}/api/oai`;
    publicBaseUrl = `${server.context.config.backendUrl}/api/oai`;
    oai = new OaiPmh(baseUrl, { retry: false });
    const [row] = await server.context.db
      .select({ total: count() })
      .from(articles)
      .leftJoin(issues, eq(issues.id, articles.issueId))
      .where(
        and(
          lte(articles.publishedAt, sql`now()`),
          or(isNull(articles.issueId), lte(issues.publishedAt, sql`now()`)),
        ),
      );
    publicArticles = row?.total ?? 0;
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('identifies itself with the protocol version, granularity and deleted-record policy', async () => {
    const identify = await oai.identify();
    expect(identify).toMatchObject({
      repositoryName: 'Quire',
      baseURL: publicBaseUrl,
      protocolVersion: '2.0',
      deletedRecord: 'persistent',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    });
    expect(identify.earliestDatestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('offers Dublin Core and JATS', async () => {
    const formats = asArray(await oai.listMetadataFormats());
    expect(formats.map((format: { metadataPrefix: string }) => format.metadataPrefix)).toEqual([
      'oai_dc',
      'jats',
    ]);
  });

  it('lists each journal and each section as a set', async () => {
    const sets = await harvest<{ setSpec: string; setName: string }>(oai.listSets());
    const [journalCount] = await server.context.db.select({ total: count() }).from(journals);
    const [sectionCount] = await server.context.db.select({ total: count() }).from(sections);
    expect(sets).toHaveLength((journalCount?.total ?? 0) + (sectionCount?.total ?? 0));
    expect(sets.filter((set) => !set.setSpec.includes(':')).length).toBe(journalCount?.total);
  });

  it('harvests the whole demo corpus, every public article once, in both formats', async () => {
    const records = await harvest<HarvestedRecord>(oai.listRecords({ metadataPrefix: 'oai_dc' }));
    expect(records).toHaveLength(publicArticles);
    const identifiers = new Set(records.map((record) => record.header.identifier));
    expect(identifiers.size).toBe(publicArticles);
    for (const record of records) {
      expect(record.header.identifier).toMatch(new RegExp(`^oai:${REPOSITORY}:article/\\d+$`));
      const dc = record.metadata?.['oai_dc:dc'];
      expect(dc?.['dc:title']).toEqual(expect.any(String));
      expect(asArray(dc?.['dc:identifier'] as string | string[])[0]).toMatch(
        new RegExp(`^${WEB_ORIGIN}/journals/[^/]+/articles/[^/]+$`),
      );
    }
    const headers = await harvest<HarvestedHeader>(oai.listIdentifiers({ metadataPrefix: 'jats' }));
    expect(new Set(headers.map((header) => header.identifier))).toEqual(identifiers);
  });

  it('answers GetRecord with JATS front matter', async () => {
    const [first] = await harvest<HarvestedHeader>(
      oai.listIdentifiers({ metadataPrefix: 'oai_dc' }),
    );
    const record: HarvestedRecord = await oai.getRecord(first?.identifier ?? '', 'jats');
    const front = (record.metadata?.article?.front ?? {}) as Record<
      string,
      Record<string, unknown>
    >;
    expect(front['journal-meta']?.['journal-title-group']).toBeDefined();
    expect(front['article-meta']?.['title-group']).toBeDefined();
  });

  it('restricts a harvest to a set and to a date range', async () => {
    const [journal] = await server.context.db.select().from(journals).limit(1);
    const inSet = await harvest<HarvestedHeader>(
      oai.listIdentifiers({ metadataPrefix: 'oai_dc', set: journal?.slug }),
    );
    expect(inSet.length).toBeGreaterThan(0);
    expect(inSet.length).toBeLessThan(publicArticles);
    for (const header of inSet) expect(asArray(header.setSpec)).toContain(journal?.slug);

    const all = await harvest<HarvestedHeader>(oai.listIdentifiers({ metadataPrefix: 'oai_dc' }));
    const stamps = all.map((header) => header.datestamp).sort();
    const middle = stamps[Math.floor(stamps.length / 2)] ?? '';
    const since = await harvest<HarvestedHeader>(
      oai.listIdentifiers({ metadataPrefix: 'oai_dc', from: middle }),
    );
    expect(since.length).toBe(stamps.filter((stamp) => stamp >= middle).length);
    expect(since.every((header) => header.datestamp >= middle)).toBe(true);
    const untilDay = middle.slice(0, 10);
    const before = await harvest<HarvestedHeader>(
      oai.listIdentifiers({ metadataPrefix: 'oai_dc', until: untilDay }),
    );
    expect(before.length).toBe(stamps.filter((stamp) => stamp.slice(0, 10) <= untilDay).length);
  });

  it('keeps a deleted article as a deleted record', async () => {
    const [victim] = await server.context.db
      .select({ id: articles.id })
      .from(articles)
      .where(lte(articles.publishedAt, sql`now()`))
      .limit(1);
    await server.context.db.delete(articles).where(eq(articles.id, victim?.id ?? 0));
    publicArticles -= 1;
    const identifier = `oai:${REPOSITORY}:article/${victim?.id}`;
    const record: HarvestedRecord = await oai.getRecord(identifier, 'oai_dc');
    expect(record.header.$?.status).toBe('deleted');
    expect(record.metadata).toBeUndefined();
    const today = new Date().toISOString().slice(0, 10);
    const recent = await harvest<HarvestedHeader>(
      oai.listIdentifiers({ metadataPrefix: 'oai_dc', from: today }),
    );
    expect(recent.find((header) => header.identifier === identifier)?.$?.status).toBe('deleted');
  });

  it('accepts requests as POSTed forms too', async () => {
    const xml = await raw('', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'verb=Identify',
    });
    expect(xml).toContain('<Identify>');
    expect(xml).toContain('<request verb="Identify">');
  });

  describe('protocol errors (HTTP 200 with an error element)', () => {
    it.each([
      ['', 'badVerb'],
      ['verb=Harvest', 'badVerb'],
      ['verb=Identify&verb=Identify', 'badVerb'],
      ['verb=Identify&metadataPrefix=oai_dc', 'badArgument'],
      ['verb=ListRecords', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=jats', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-13-01', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-02-30', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01T00:00Z', 'badArgument'],
      [
        'verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01&until=2024-02-01T00:00:00Z',
        'badArgument',
      ],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01&until=2024-01-01', 'badArgument'],
      ['verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc', 'badArgument'],
      ['verb=GetRecord&identifier=oai:x:article/1', 'badArgument'],
      ['verb=ListRecords&resumptionToken=not-a-token', 'badResumptionToken'],
      ['verb=ListSets&resumptionToken=anything', 'badResumptionToken'],
      ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
      ['verb=GetRecord&metadataPrefix=mods&identifier=oai:x:article/1', 'cannotDisseminateFormat'],
      [
        `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${REPOSITORY}:article/999999`,
        'idDoesNotExist',
      ],
      [
        'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.org:article/1',
        'idDoesNotExist',
      ],
      ['verb=ListMetadataFormats&identifier=nonsense', 'idDoesNotExist'],
      ['verb=ListRecords&metadataPrefix=oai_dc&set=no-such-journal', 'noRecordsMatch'],
      ['verb=ListIdentifiers&metadataPrefix=oai_dc&from=2999-01-01', 'noRecordsMatch'],
    ])('%s → %s', async (query, code) => {
      expect(errorCode(await raw(query))).toBe(code);
    });

    it('echoes no arguments with badVerb and badArgument, and the arguments otherwise', async () => {
      expect(await raw('verb=Harvest&x=1')).toContain(`<request>${publicBaseUrl}</request>`);
      expect(await raw('verb=ListRecords&metadataPrefix=oai_dc&from=nope')).toContain(
        `<request>${publicBaseUrl}</request>`,
      );
      expect(await raw('verb=ListRecords&metadataPrefix=marc21')).toContain(
        '<request verb="ListRecords" metadataPrefix="marc21">',
      );
    });
  });

  describe('paging through more records than a page holds', () => {
    beforeAll(async () => {
      const [journal] = await server.context.db.select().from(journals).limit(1);
      const extra = Array.from({ length: OAI_PAGE_SIZE + 50 }, (_, index) => ({
        journalId: journal?.id ?? 0,
        slug: `paging-article-${index}`,
        title: `Paging article ${index}`,
        publishedAt: new Date(Date.UTC(2020, 0, 1 + index)),
      }));
      await server.context.db.insert(articles).values(extra);
      publicArticles += extra.length;
    });

    it('follows resumption tokens to every record', async () => {
      const records = await harvest<HarvestedRecord>(oai.listRecords({ metadataPrefix: 'jats' }));
      const live = records.filter((record) => record.header.$?.status !== 'deleted');
      expect(live).toHaveLength(publicArticles);
      expect(new Set(records.map((record) => record.header.identifier)).size).toBe(records.length);
    });

    it('refuses an expired resumption token and one issued for another verb', async () => {
      const xml = await raw('verb=ListIdentifiers&metadataPrefix=oai_dc');
      const token = />([^<]+)<\/resumptionToken>/.exec(xml)?.[1] ?? '';
      expect(token).not.toBe('');
      expect(errorCode(await raw(`verb=ListRecords&resumptionToken=${token}`))).toBe(
        'badResumptionToken',
      );
      const decoded = JSON.parse(Buffer.from(token, 'base64url').toString());
      const expired = Buffer.from(JSON.stringify({ ...decoded, expires: Date.now() - 1 })).toString(
        'base64url',
      );
      expect(errorCode(await raw(`verb=ListIdentifiers&resumptionToken=${expired}`))).toBe(
        'badResumptionToken',
      );
    });

    it('ends a resumed list with an empty token carrying the list size', async () => {
      let xml = await raw('verb=ListIdentifiers&metadataPrefix=oai_dc');
      let pages = 1;
      for (;;) {
        const token = />([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
        if (!token) break;
        xml = await raw(`verb=ListIdentifiers&resumptionToken=${token}`);
        pages += 1;
      }
      // Every live record plus the deleted one's tombstone.
      expect(pages).toBe(Math.ceil((publicArticles + 1) / OAI_PAGE_SIZE));
      expect(xml).toMatch(/<resumptionToken completeListSize="\d+" cursor="\d+"\/>/);
    });
  });
});
