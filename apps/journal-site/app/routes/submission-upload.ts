export {
  submissionUploadAction as action,
  submissionUploadLoader as loader,
} from '@quire/panel/server';
