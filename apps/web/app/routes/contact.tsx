export { ContactPage as default, contactMeta as meta } from '@quire/reading';
export { contactAction as action, contactLoader as loader } from '@quire/reading/server';
