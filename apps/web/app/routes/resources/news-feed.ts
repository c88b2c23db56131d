export { newsAtomLoader as loader } from '@quire/site/server';
