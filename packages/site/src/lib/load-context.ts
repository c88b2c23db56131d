// Quire's sites run React Router with middleware (always on in React Router 8; the augmentation
// below turns it on for the types of a 7.x app with `future.v8_middleware`): loaders, actions and
// middleware receive a `RouterContextProvider` and read typed contexts with `context.get(...)`
// (the request's API client, session and journal; see `server/request-context.server.ts`).
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

export {};
