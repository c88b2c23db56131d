// What the web server (`server.mjs`) hands React Router as the load context of each request.
declare module 'react-router' {
  interface AppLoadContext {
    /** The visitor's IP address (the socket's peer, or X-Forwarded-For when trusted). */
    clientIp?: string | undefined;
    /** The nonce the response's Content-Security-Policy admits inline scripts and styles by. */
    cspNonce?: string | undefined;
  }
}

export {};
