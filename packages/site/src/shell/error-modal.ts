// The error modal as a module of its own, so `ErrorModalProvider` can load it on the first error.
// Importing it lazily from '@quire/ui' itself would make the whole kit a lazy entry and split
// every module the pages share into chunks of their own.
export { ErrorModal } from '@quire/ui';
