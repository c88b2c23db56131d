export { fileUrl } from './file-url';
