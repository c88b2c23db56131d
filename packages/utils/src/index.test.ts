import { describe, expect, it } from 'vitest';
import * as utils from './index';

describe('@quire/utils', () => {
  it('exports every helper by name', () => {
    expect(Object.keys(utils).sort()).toEqual([
      'DEFAULT_PER_PAGE',
      'GENERIC_ERROR_MESSAGE',
      'TAG_ADD_KEYS',
      'addTag',
      'countChars',
      'countWords',
      'createLoadingCounter',
      'dateTimeAttribute',
      'escapeXml',
      'fileExtension',
      'formatApiError',
      'formatDate',
      'formatFileSize',
      'isTagAddKey',
      'removeTag',
      'rowNumber',
      'sanitizeHtml',
      'stripTags',
      'xmlElement',
    ]);
  });
});
