export { findExecutableContent } from './find-executable-content';
export { xssVectors } from './xss-vectors';
