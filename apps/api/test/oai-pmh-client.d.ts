// Types for the `oai-pmh` harvester (it ships none): the calls the OAI-PMH tests make.
declare module 'oai-pmh/src/index.js' {
  /** A harvester bound to one repository's base URL; list calls follow resumption tokens. */
  export class OaiPmh {
    constructor(baseUrl: string, options?: { retry?: boolean; userAgent?: string });
    identify(): Promise<Record<string, string>>;
    listMetadataFormats(options?: { identifier?: string }): Promise<{ metadataPrefix: string }[]>;
    listSets(): AsyncIterable<never>;
    listIdentifiers(options: Record<string, string | undefined>): AsyncIterable<never>;
    listRecords(options: Record<string, string | undefined>): AsyncIterable<never>;
    getRecord(identifier: string, metadataPrefix: string): Promise<never>;
  }
}
