export { NoticePage as default, noticeMeta as meta } from '@quire/reading';
export { noticeLoader as loader } from '@quire/reading/server';
