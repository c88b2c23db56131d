export { ArchivePage as default, archiveMeta as meta } from '@quire/reading';
export { archiveLoader as loader } from '@quire/reading/server';
