/**
 * The fixed vocabulary of OAI-PMH 2.0 (http://www.openarchives.org/OAI/2.0/openarchivesprotocol.htm):
 * verbs, the arguments each accepts, error codes and the metadata formats Quire disseminates.
 */

/** The six requests a harvester can make. */
export const OAI_VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;

/** One of the six OAI-PMH verbs. */
export type OaiVerb = (typeof OAI_VERBS)[number];

/** Which arguments a verb takes; `resumptionToken` is exclusive wherever it is allowed. */
export const VERB_ARGUMENTS: Readonly<
  Record<OaiVerb, { required: readonly string[]; optional: readonly string[]; exclusive?: string }>
> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  ListIdentifiers: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  ListRecords: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
};

/** Every error condition of the protocol. */
export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

/** An OAI-PMH error: answered with HTTP 200 and an `<error code>` element, as the protocol says. */
export class OaiError extends Error {
  override name = 'OaiError';
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A metadata format Quire can disseminate for every article. */
export interface MetadataFormat {
  prefix: 'oai_dc' | 'jats';
  schema: string;
  namespace: string;
}

/** Dublin Core (every harvester's baseline) and JATS front matter (what OJS offers too). */
export const METADATA_FORMATS: readonly MetadataFormat[] = [
  {
    prefix: 'oai_dc',
    schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
    namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
  },
  {
    prefix: 'jats',
    schema: 'https://jats.nlm.nih.gov/publishing/1.1/xsd/JATS-journalpublishing1.xsd',
    namespace: 'http://jats.nlm.nih.gov',
  },
];

/** Records per page of ListIdentifiers and ListRecords. */
export const OAI_PAGE_SIZE = 100;

/** How long a resumption token stays valid after it is issued. */
export const RESUMPTION_TOKEN_TTL_MS = 60 * 60 * 1000;
