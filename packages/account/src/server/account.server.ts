import { isApiError } from '@quire/api-client';
import {
  changeEmailBodySchema,
  changePasswordFormSchema,
  deleteAccountBodySchema,
  type MailPreferences,
  updateProfileBodySchema,
} from '@quire/contracts';
import { journalSite } from '@quire/site';
import {
  apiContext,
  clearedSessionCookie,
  formDataWithin,
  parseFields,
  parseForm,
  type RequestArgs,
  SERVER_FAILURE_MESSAGE,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { type AccountResult, type AccountSection, fieldName } from '../lib/account';
import { accountTexts } from '../texts';

/** Image types the API accepts as avatars (its upload policy for purpose `avatar`). */
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'] as const;
/** Two MiB: the API's default `AVATAR_MAX_BYTES`. */
export const DEFAULT_AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The avatar size limit, from the same `AVATAR_MAX_BYTES` the API reads. */
export function avatarMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number(env.AVATAR_MAX_BYTES);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_AVATAR_MAX_BYTES;
}

// A post far beyond the limit is refused here, before it is read into memory; one a little over
// goes on to the API so the reader sees its own 413 message.
const AVATAR_POST_CEILING_FACTOR = 4;

function failure(
  section: AccountSection,
  status: number,
  message: string,
  fieldErrors: Record<string, string[]> = {},
  values: Record<string, string> = {},
  error?: string,
) {
  const body: AccountResult = {
    section,
    ok: false,
    message,
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrors).map(([field, messages]) => [fieldName(section, field), messages]),
    ),
    values,
    ...(error ? { error } : {}),
  };
  return data(body, { status });
}

/** The summary above a form: the one message, or a request to look at the fields. */
function summaryOf(fieldErrors: Record<string, string[]>): string {
  const messages = Object.values(fieldErrors).flat();
  return messages.length === 1 ? (messages[0] ?? '') : accountTexts().correctErrors;
}

/** The prefix of a section's field names (see {@link fieldName}). */
function prefixOf(section: AccountSection): string {
  return fieldName(section, '');
}

function apiFailure(section: AccountSection, caught: unknown, values: Record<string, string> = {}) {
  if (isApiError(caught) && caught.status >= 400 && caught.status < 500) {
    return failure(section, caught.status, caught.message, { ...caught.fieldErrors }, values);
  }
  console.error(`The account ${section} form failed`, caught);
  return failure(section, 503, SERVER_FAILURE_MESSAGE, {}, values, SERVER_FAILURE_MESSAGE);
}

function success(section: AccountSection, message: string) {
  const body: AccountResult = { section, ok: true, message, fieldErrors: {}, values: {} };
  return body;
}

async function updateProfile({ context }: RequestArgs, form: FormData) {
  const values = {
    name: textField(form, fieldName('profile', 'name')),
    affiliation: textField(form, fieldName('profile', 'affiliation')),
    orcid: textField(form, fieldName('profile', 'orcid')).trim(),
    bio: textField(form, fieldName('profile', 'bio')),
  };
  const parsed = parseFields(values, updateProfileBodySchema);
  if (!parsed.ok)
    return failure('profile', 400, summaryOf(parsed.fieldErrors), parsed.fieldErrors, values);
  try {
    await context.get(apiContext).account.updateProfile({ body: values });
    return success('profile', accountTexts().profileSaved);
  } catch (caught) {
    return apiFailure('profile', caught, values);
  }
}

async function setAvatar({ context }: RequestArgs, form: FormData) {
  const file = form.get(fieldName('avatar', 'avatar'));
  if (!(file instanceof File) || file.size === 0) {
    return failure('avatar', 400, accountTexts().avatarMissing, {
      avatar: [accountTexts().avatarMissing],
    });
  }
  const api = context.get(apiContext);
  try {
    // The API checks type (by content), size and name again, whatever the browser said.
    const uploaded = await api.files.upload('avatar', file, file.name);
    await api.account.setAvatar({ body: { fileId: uploaded.id } });
    return success('avatar', accountTexts().avatarSaved);
  } catch (caught) {
    // Upload refusals (413, 415, 422) name the file, not a field: show them at the file input.
    if (isApiError(caught) && caught.status >= 400 && caught.status < 500) {
      const messages = Object.values(caught.fieldErrors).flat();
      return failure('avatar', caught.status, caught.message, {
        avatar: messages.length > 0 ? messages : [caught.message],
      });
    }
    return apiFailure('avatar', caught);
  }
}

async function removeAvatar({ context }: RequestArgs) {
  try {
    await context.get(apiContext).account.removeAvatar();
    return success('avatar', accountTexts().avatarRemoved);
  } catch (caught) {
    return apiFailure('avatar', caught);
  }
}

async function changeEmail({ context }: RequestArgs, form: FormData) {
  const email = textField(form, fieldName('email', 'email')).trim();
  const parsed = parseForm(form, changeEmailBodySchema, { prefix: prefixOf('email') });
  if (!parsed.ok) {
    return failure('email', 400, summaryOf(parsed.fieldErrors), parsed.fieldErrors, { email });
  }
  try {
    // The address changes once the link mailed to it is opened; the API says so.
    const answer = await context.get(apiContext).account.changeEmail({ body: parsed.data });
    return success('email', answer.message);
  } catch (caught) {
    return apiFailure('email', caught, { email });
  }
}

/**
 * The notice-mail switches of the email notifications form: a ticked checkbox is sent, an
 * unticked one is not, so each switch is on exactly when its field is present.
 */
export function mailPreferencesFrom(form: FormData): MailPreferences {
  return {
    decisions: form.has(fieldName('notifications', 'decisions')),
    publication: form.has(fieldName('notifications', 'publication')),
    editorial: form.has(fieldName('notifications', 'editorial')),
    discussions: form.has(fieldName('notifications', 'discussions')),
  };
}

async function saveMailPreferences({ context }: RequestArgs, form: FormData) {
  try {
    await context
      .get(apiContext)
      .account.updateMailPreferences({ body: mailPreferencesFrom(form) });
    return success('notifications', accountTexts().mailPreferencesSaved);
  } catch (caught) {
    return apiFailure('notifications', caught);
  }
}

async function changePassword({ context }: RequestArgs, form: FormData) {
  const parsed = parseForm(form, changePasswordFormSchema, { prefix: prefixOf('password') });
  if (!parsed.ok)
    return failure('password', 400, summaryOf(parsed.fieldErrors), parsed.fieldErrors);
  const { currentPassword, newPassword } = parsed.data;
  try {
    await context
      .get(apiContext)
      .account.changePassword({ body: { currentPassword, newPassword } });
    return success('password', accountTexts().passwordChanged);
  } catch (caught) {
    return apiFailure('password', caught);
  }
}

async function deleteAccount({ context }: RequestArgs, form: FormData) {
  // The typed phrase is forgiven surrounding spaces; the password is taken exactly as typed.
  const parsed = parseFields(
    {
      currentPassword: textField(form, fieldName('delete', 'currentPassword')),
      confirm: textField(form, fieldName('delete', 'confirm')).trim(),
    },
    deleteAccountBodySchema,
  );
  if (!parsed.ok) return failure('delete', 400, summaryOf(parsed.fieldErrors), parsed.fieldErrors);
  try {
    await context.get(apiContext).account.deleteAccount({ body: parsed.data });
  } catch (caught) {
    return apiFailure('delete', caught);
  }
  // The session died with the account: the cookie goes too, and every post is sent home. An
  // answer in place would make the router reload this page's data, whose guard (no session any
  // more) redirects to sign-in, racing the page's own way home; a redirect loads home only.
  // The script-driven form says goodbye with a toast as the redirect is followed.
  return redirect(journalSite().paths.home, {
    headers: { 'Set-Cookie': clearedSessionCookie() },
  });
}

/**
 * The account page's one action: each section's form names itself in `intent` and gets an
 * answer for itself only ({@link AccountResult}). The avatar form is multipart; the others are
 * plain forms.
 */
export async function answerAccountForm({ request, context }: RequestArgs) {
  // Only the avatar form carries a file; a post far too big for it is refused unread.
  // A post without a Content-Length (chunked) is counted as it is read, not taken for empty.
  const limit = avatarMaxBytes();
  const form = await formDataWithin(request, limit * AVATAR_POST_CEILING_FACTOR);
  if (!form) {
    const message = accountTexts().avatarTooLarge(limit);
    return failure('avatar', 413, message, { avatar: [message] });
  }
  switch (form.get('intent')) {
    case 'profile':
      return updateProfile({ request, context }, form);
    case 'avatar':
      return setAvatar({ request, context }, form);
    case 'remove-avatar':
      return removeAvatar({ request, context });
    case 'email':
      return changeEmail({ request, context }, form);
    case 'notifications':
      return saveMailPreferences({ request, context }, form);
    case 'password':
      return changePassword({ request, context }, form);
    case 'delete-account':
      return deleteAccount({ request, context }, form);
    default:
      throw data(accountTexts().unknownForm, { status: 400 });
  }
}
