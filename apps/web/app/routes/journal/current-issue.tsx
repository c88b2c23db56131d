export { CurrentIssuePage as default, currentIssueMeta as meta } from '@quire/reading';
export { currentIssueLoader as loader } from '@quire/reading/server';
