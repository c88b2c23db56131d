export { TestPage as default, testMeta as meta } from '@quire/reading';
