export { NotFoundPage as default } from '@quire/reading';
export { notFoundLoader as loader } from '@quire/reading/server';
