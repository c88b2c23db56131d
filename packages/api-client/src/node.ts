export type { ServerTransportOptions } from './server-transport';
export { createServerTransport } from './server-transport';
