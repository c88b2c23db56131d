export { KeywordPage as default, keywordMeta as meta } from '@quire/reading';
export { keywordLoader as loader } from '@quire/reading/server';
