import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_PURPOSES, type UploadPurpose, uploadPurposeSchema } from '@quire/contracts';
import type { FastifyRequest } from 'fastify';
import { hasBackOffice } from '../access/access';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import { forbidden, HttpError, validationError } from '../http/errors';
import { cleanFileName, fileExtension } from './clean-file-name';
import { ExecutableFileError, FileSniffer, FileTooLargeError } from './file-sniffer';
import { detectFileType, extensionMatchesKind, MIME_TYPES } from './file-type';
import { formatByteLimit } from './format-byte-limit';
import type { FileStorage } from './storage';
import { newUploadKey } from './storage-key';
import { type UploadPolicy, uploadPolicies } from './upload-policy';

/** An upload that passed every check and is now in storage (its database row is not written yet). */
export interface ReceivedUpload {
  purpose: UploadPurpose;
  policy: UploadPolicy;
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
}

const PURPOSE_LIST = UPLOAD_PURPOSES.join(', ');

const tooLarge = (policy: UploadPolicy) =>
  new HttpError(413, `The file is larger than the ${formatByteLimit(policy.maxBytes)} limit.`);

const contentMismatch = (extension: string) =>
  new HttpError(415, `The file's content does not match its .${extension} extension.`);

/** Multipart parser failures, by the code @fastify/multipart gives them, as client errors. */
function multipartError(error: unknown, policy: UploadPolicy | undefined): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof FileTooLargeError && policy) return tooLarge(policy);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' && policy) return tooLarge(policy);
  if (code === 'FST_FILES_LIMIT') return validationError({ file: ['Send one file per request.'] });
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new HttpError(400, 'The upload was interrupted before it finished.');
  }
  if (
    code === 'FST_FIELDS_LIMIT' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_PROTO_VIOLATION' ||
    code === 'FST_INVALID_JSON_FIELD_ERROR'
  ) {
    return new HttpError(
      400,
      'The form has too many or unexpected fields; send "purpose", then "file".',
    );
  }
  const message = error instanceof Error ? error.message : '';
  if (/multipart|boundary|part terminated|unexpected end/i.test(message)) {
    return new HttpError(400, 'The multipart/form-data body is malformed.');
  }
  return error;
}

/**
 * How many bytes of this account's storage are left, and the refusal past them. A file reaching
 * the smaller of this and its purpose's limit is refused as soon as its bytes pass it.
 */
export interface UploadAllowance {
  bytesLeft: number;
  refusal: () => HttpError;
}

async function storeFile(
  part: MultipartFile,
  purpose: UploadPurpose,
  policy: UploadPolicy,
  storage: FileStorage,
  allowance: UploadAllowance | undefined,
): Promise<ReceivedUpload> {
  const originalName = cleanFileName(part.filename ?? '');
  const extension = fileExtension(originalName);
  if (!policy.extensions.includes(extension)) {
    part.file.resume();
    const allowed = policy.extensions.map((allowedExtension) => `.${allowedExtension}`).join(', ');
    throw new HttpError(
      415,
      `This type of file is not accepted for ${policy.label}. Allowed types: ${allowed}.`,
    );
  }
  const storageKey = newUploadKey(extension);
  const byAllowance = allowance !== undefined && allowance.bytesLeft < policy.maxBytes;
  const sniffer = new FileSniffer(byAllowance ? allowance.bytesLeft : policy.maxBytes);
  // Both sides settle before we answer, so a refused upload has already left the disk.
  const [received, stored] = await Promise.allSettled([
    pipeline(part.file, sniffer),
    storage.put(storageKey, sniffer),
  ]);
  const failure = [received, stored].find((result) => result.status === 'rejected');
  if (failure) {
    const reason: unknown = failure.reason;
    if (reason instanceof ExecutableFileError) throw contentMismatch(extension);
    if (reason instanceof FileTooLargeError && byAllowance) throw allowance.refusal();
    throw reason;
  }
  try {
    // Reaching the parser's own ceiling truncates the stream instead of failing it.
    if (part.file.truncated) throw tooLarge(policy);
    if (sniffer.size === 0) throw validationError({ file: ['The file is empty.'] });
    if (!extensionMatchesKind(extension, detectFileType(sniffer.sample()))) {
      throw contentMismatch(extension);
    }
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  const mimeType = MIME_TYPES[extension] ?? 'application/octet-stream';
  return { purpose, policy, storageKey, originalName, mimeType, size: sniffer.size };
}

function readPurpose(value: unknown, user: SessionUser, config: AppContext['config']) {
  const parsed = uploadPurposeSchema.safeParse(typeof value === 'string' ? value.trim() : value);
  if (!parsed.success) {
    throw validationError({
      purpose: [`Unknown purpose ${JSON.stringify(value)}; use one of ${PURPOSE_LIST}.`],
    });
  }
  const policy = uploadPolicies(config)[parsed.data];
  if (policy.editorsOnly && !hasBackOffice(user)) {
    throw forbidden(
      `Only a journal’s editors and the site’s administrators can upload ${policy.label.replace(/^an? /, '')}s.`,
    );
  }
  return { purpose: parsed.data, policy };
}

/**
 * Reads a `multipart/form-data` upload — `purpose` first, then one `file` — and streams the file
 * to storage under a fresh server-generated key, checking the purpose's size limit (413), the
 * extension against the policy and the content against the extension (415) on the way, and
 * the account's `allowance` when it has a storage quota. Any refusal removes what was written.
 * The caller records the database row.
 */
export async function receiveUpload(
  request: FastifyRequest,
  user: SessionUser,
  { config, storage }: AppContext,
  allowance?: UploadAllowance,
): Promise<ReceivedUpload> {
  let chosen: { purpose: UploadPurpose; policy: UploadPolicy } | undefined;
  let upload: ReceivedUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'purpose' && !chosen) chosen = readPurpose(part.value, user, config);
        continue;
      }
      if (part.fieldname !== 'file' || !chosen) {
        part.file.resume(); // drain it: an unread part would stall the parser
        throw part.fieldname !== 'file'
          ? validationError({ file: ['Send the file in a field named "file".'] })
          : validationError({
              purpose: [`Send the purpose (${PURPOSE_LIST}) before the file in the form.`],
            });
      }
      upload = await storeFile(part, chosen.purpose, chosen.policy, storage, allowance);
    }
  } catch (error) {
    if (upload) await storage.delete(upload.storageKey);
    throw multipartError(error, chosen?.policy);
  }
  if (!upload) {
    throw validationError({
      ...(chosen ? {} : { purpose: [`Choose a purpose: ${PURPOSE_LIST}.`] }),
      file: ['Choose a file to upload.'],
    });
  }
  return upload;
}
