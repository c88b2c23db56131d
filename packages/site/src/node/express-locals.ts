// What the site server's middleware leaves on `res.locals` for the middleware after it.
import 'express';

declare global {
  namespace Express {
    interface Locals {
      /** This response's Content-Security-Policy nonce (new for each response). */
      cspNonce?: string;
      /** The request's id, echoed as X-Request-Id and sent on its API calls. */
      requestId?: string;
      /**
       * Set once the request got past static files: metrics label it by route pattern and the
       * request log writes it at info level.
       */
      routed?: boolean;
    }
  }
}
