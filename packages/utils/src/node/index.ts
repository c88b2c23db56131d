// Node-only helpers both servers share (the API and the kit's site server, `@quire/site/node`):
// one rule each, so the two cannot drift apart.
export * from './metrics-access';
export * from './request-id';
