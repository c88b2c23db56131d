export { journalAtomLoader as loader } from '@quire/site/server';
