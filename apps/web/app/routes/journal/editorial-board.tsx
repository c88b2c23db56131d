export { EditorialBoardPage as default, editorialBoardMeta as meta } from '@quire/reading';
export { editorialBoardLoader as loader } from '@quire/reading/server';
