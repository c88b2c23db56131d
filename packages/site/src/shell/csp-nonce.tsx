import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the document being rendered, provided by the server
 * entry (`entry.server.tsx`) for the inline boot script, stylesheet and React Router's scripts.
 * Undefined in the browser: a nonce only matters while the document is parsed.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/** The document's CSP nonce (undefined in the browser and where no policy is sent). */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
