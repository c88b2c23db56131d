export { IssuePage as default, issueMeta as meta } from '@quire/reading';
export { issueLoader as loader } from '@quire/reading/server';
