export { ojsRedirectLoader as loader } from '@quire/site/server';
