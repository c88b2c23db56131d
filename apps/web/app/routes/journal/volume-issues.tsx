export { VolumeIssuesPage as default, volumeIssuesMeta as meta } from '@quire/reading';
export { volumeIssuesLoader as loader } from '@quire/reading/server';
