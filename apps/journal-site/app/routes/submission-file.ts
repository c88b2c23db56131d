export { submissionFileLoader as loader } from '@quire/panel/server';
