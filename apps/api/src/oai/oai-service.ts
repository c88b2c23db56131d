import { xmlElement } from '@quire/utils';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { settings } from '../db/schema';
import { readArticleMetadata } from './article-metadata';
import { dublinCore } from './dublin-core';
import { jatsFront } from './jats-front';
import { noticeDublinCore, noticeJatsFront, readNoticeMetadata } from './notice-records';
import { type OaiArguments, parseOaiArguments } from './oai-arguments';
import { oaiDatestamp, parseOaiDate, untilExclusive } from './oai-dates';
import { METADATA_FORMATS, type MetadataFormat, OAI_PAGE_SIZE, OaiError } from './oai-protocol';
import { createOaiStore, type OaiItem } from './oai-store';
import { oaiDocument, oaiErrorElement } from './oai-xml';
import { type RecordLinks, recordLinks } from './record-links';
import {
  decodeResumptionToken,
  encodeResumptionToken,
  type ListPosition,
} from './resumption-token';

/**
 * The OAI-PMH 2.0 repository of every public article and notice: `answer(params)` turns a request's
 * parameters into the whole XML response, errors included (OAI-PMH reports them in the body).
 */
export function createOaiRepository({ db, config }: Pick<AppContext, 'db' | 'config'>) {
  const store = createOaiStore(db);
  const links: RecordLinks = recordLinks(config.webOrigin, config.backendUrl);
  const baseUrl = `${config.backendUrl}/api/oai`;
  const repositoryId = new URL(config.webOrigin).hostname;
  const identifierOf = (item: OaiItem) => `oai:${repositoryId}:${item.kind}/${item.id}`;
  const idPattern = new RegExp(
    `^oai:${repositoryId.replace(/\./g, '\\.')}:(article|notice)/(\\d{1,9})$`,
  );

  function formatOf(prefix: string): MetadataFormat {
    const format = METADATA_FORMATS.find((candidate) => candidate.prefix === prefix);
    if (!format) {
      const known = METADATA_FORMATS.map((candidate) => candidate.prefix).join(', ');
      throw new OaiError(
        'cannotDisseminateFormat',
        `"${prefix}" is not a format of this repository (${known}).`,
      );
    }
    return format;
  }

  async function itemOf(identifier: string): Promise<OaiItem> {
    const [, kind, id] = idPattern.exec(identifier) ?? [];
    const item =
      kind === undefined || id === undefined
        ? undefined
        : await store.find(kind as OaiItem['kind'], Number(id));
    if (!item)
      throw new OaiError(
        'idDoesNotExist',
        `"${identifier}" is not an identifier of this repository.`,
      );
    return item;
  }

  function header(item: OaiItem): string {
    const status = item.deleted ? ' status="deleted"' : '';
    const sets = item.setSpecs.map((spec) => xmlElement('setSpec', spec)).join('');
    return `<header${status}>${xmlElement('identifier', identifierOf(item))}${xmlElement('datestamp', item.datestamp)}${sets}</header>`;
  }

  async function records(items: OaiItem[], format: MetadataFormat): Promise<string> {
    const idsOf = (kind: OaiItem['kind']) =>
      items.filter((item) => !item.deleted && item.kind === kind).map((item) => item.id);
    const metadata = await readArticleMetadata(db, idsOf('article'));
    const noticeMetadata = await readNoticeMetadata(db, idsOf('notice'));
    return items
      .map((item) => {
        if (item.kind === 'notice') {
          const notice = noticeMetadata.get(item.id);
          if (!notice) return `<record>${header(item)}</record>`;
          const content =
            format.prefix === 'jats'
              ? noticeJatsFront(notice, links)
              : noticeDublinCore(notice, links);
          return `<record>${header(item)}<metadata>${content}</metadata></record>`;
        }
        const article = metadata.get(item.id);
        if (item.deleted || !article) return `<record>${header(item)}</record>`;
        const content =
          format.prefix === 'jats' ? jatsFront(article, links) : dublinCore(article, links);
        return `<record>${header(item)}<metadata>${content}</metadata></record>`;
      })
      .join('');
  }

  async function identify(): Promise<string> {
    const [name] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'site_name'));
    return [
      '<Identify>',
      xmlElement('repositoryName', name?.value || 'Quire'),
      xmlElement('baseURL', baseUrl),
      '<protocolVersion>2.0</protocolVersion>',
      xmlElement('adminEmail', config.contactEmail),
      xmlElement('earliestDatestamp', await store.earliestDatestamp()),
      '<deletedRecord>persistent</deletedRecord>',
      '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>',
      '</Identify>',
    ].join('');
  }

  async function listMetadataFormats(args: Record<string, string>): Promise<string> {
    if (args.identifier !== undefined) await itemOf(args.identifier);
    const formats = METADATA_FORMATS.map(
      (format) =>
        `<metadataFormat>${xmlElement('metadataPrefix', format.prefix)}${xmlElement('schema', format.schema)}${xmlElement('metadataNamespace', format.namespace)}</metadataFormat>`,
    );
    return `<ListMetadataFormats>${formats.join('')}</ListMetadataFormats>`;
  }

  async function listSets(args: Record<string, string>): Promise<string> {
    // Every set fits in one answer, so this repository never issues a ListSets token.
    if (args.resumptionToken !== undefined) {
      throw new OaiError(
        'badResumptionToken',
        'ListSets answers in one response; there is nothing to resume.',
      );
    }
    const sets = (await store.sets()).map(
      (set) => `<set>${xmlElement('setSpec', set.spec)}${xmlElement('setName', set.name)}</set>`,
    );
    return `<ListSets>${sets.join('')}</ListSets>`;
  }

  /** Turns fresh list arguments into the position of a list's first page. */
  async function firstPosition(verb: ListPosition['verb'], args: Record<string, string>) {
    formatOf(args.metadataPrefix ?? '');
    const from = args.from === undefined ? undefined : parseOaiDate('from', args.from);
    const until = args.until === undefined ? undefined : parseOaiDate('until', args.until);
    if (from && until && from.granularity !== until.granularity) {
      throw new OaiError(
        'badArgument',
        'The from and until arguments must have the same granularity.',
      );
    }
    if (from && until && from.at > until.at) {
      throw new OaiError('badArgument', 'The from argument is later than the until argument.');
    }
    const criteria = {
      set: args.set,
      from: from?.at,
      untilBefore: until ? untilExclusive(until) : undefined,
    };
    return {
      verb,
      metadataPrefix: args.metadataPrefix ?? '',
      set: criteria.set,
      from: criteria.from?.toISOString(),
      untilBefore: criteria.untilBefore?.toISOString(),
      cursor: 0,
      completeListSize: await store.count(criteria),
    };
  }

  async function list(verb: ListPosition['verb'], args: Record<string, string>): Promise<string> {
    const resumed = args.resumptionToken !== undefined;
    const position = resumed
      ? decodeResumptionToken(args.resumptionToken ?? '', verb)
      : await firstPosition(verb, args);
    const format = formatOf(position.metadataPrefix);
    const page = await store.list({
      set: position.set,
      from: position.from ? new Date(position.from) : undefined,
      untilBefore: position.untilBefore ? new Date(position.untilBefore) : undefined,
      after: 'after' in position ? position.after : undefined,
      limit: OAI_PAGE_SIZE + 1,
    });
    if (page.length === 0 && !resumed) {
      throw new OaiError('noRecordsMatch', 'No records match these arguments.');
    }
    const items = page.slice(0, OAI_PAGE_SIZE);
    const content =
      verb === 'ListRecords'
        ? await records(items, format)
        : items.map((item) => header(item)).join('');
    const sentBefore = position.cursor;
    const last = items.at(-1);
    let token = '';
    if (page.length > OAI_PAGE_SIZE && last) {
      const next = encodeResumptionToken({
        ...position,
        verb,
        after: { datestamp: last.datestamp, kind: last.kind, id: last.id },
        cursor: sentBefore + items.length,
      });
      token = `<resumptionToken expirationDate="${oaiDatestamp(next.expiresAt)}" completeListSize="${position.completeListSize}" cursor="${sentBefore}">${next.token}</resumptionToken>`;
    } else if (resumed) {
      // The last page of a resumed list ends it with an empty token.
      token = `<resumptionToken completeListSize="${position.completeListSize}" cursor="${sentBefore}"/>`;
    }
    return `<${verb}>${content}${token}</${verb}>`;
  }

  async function getRecord(args: Record<string, string>): Promise<string> {
    const format = formatOf(args.metadataPrefix ?? '');
    const item = await itemOf(args.identifier ?? '');
    return `<GetRecord>${await records([item], format)}</GetRecord>`;
  }

  async function body({ verb, args }: OaiArguments): Promise<string> {
    switch (verb) {
      case 'Identify':
        return identify();
      case 'ListMetadataFormats':
        return listMetadataFormats(args);
      case 'ListSets':
        return listSets(args);
      case 'ListIdentifiers':
      case 'ListRecords':
        return list(verb, args);
      case 'GetRecord':
        return getRecord(args);
    }
  }

  return {
    baseUrl,
    /** The complete XML answer to a request's parameters (query string or form body). */
    async answer(params: URLSearchParams): Promise<string> {
      let request: OaiArguments;
      try {
        request = parseOaiArguments(params);
      } catch (error) {
        if (error instanceof OaiError) return oaiDocument({ baseUrl }, oaiErrorElement(error));
        throw error;
      }
      try {
        return oaiDocument({ baseUrl, ...request }, await body(request));
      } catch (error) {
        if (!(error instanceof OaiError)) throw error;
        // badArgument (like badVerb) answers must not echo the arguments that were wrong.
        const echo = error.code === 'badArgument' ? { baseUrl } : { baseUrl, ...request };
        return oaiDocument(echo, oaiErrorElement(error));
      }
    },
  };
}

/** The OAI-PMH repository. */
export type OaiRepository = ReturnType<typeof createOaiRepository>;
