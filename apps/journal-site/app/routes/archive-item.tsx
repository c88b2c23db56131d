export { ArchiveItemPage as default, archiveItemMeta as meta } from '@quire/reading';
export { archiveItemLoader as loader } from '@quire/reading/server';
