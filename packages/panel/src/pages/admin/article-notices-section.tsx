import { type FormFailure, fieldErrorsOf, type SiteDate, SiteTime } from '@quire/site';
import { ErrorSummary, SelectField, TextField } from '@quire/ui';
import { Form, Link, useNavigation } from 'react-router';
import { RichTextField } from '../../rich-text/rich-text-field';
import { usePanelTexts } from '../../texts';

/** A notice as the article's back-office page lists it. */
export interface ArticleNoticeItem {
  id: number;
  /** `Retraction`. */
  label: string;
  date: SiteDate | null;
  /** Its public page. */
  href: string;
}

type NoticeFailure = (FormFailure & { values?: Record<string, string> }) | undefined;

/**
 * The notices on a published article (corrections, retractions, expressions of concern,
 * addenda), each linking to its public page, and the one form that publishes another at once:
 * kind, text (rich text), date and an optional DOI. An article readers cannot see yet gets a
 * sentence instead of the form.
 */
export function ArticleNoticesSection({
  notices,
  types,
  today,
  isPublic,
  failure,
}: {
  notices: readonly ArticleNoticeItem[];
  types: ReadonlyArray<{ value: string; label: string }>;
  /** The date the form starts at (`YYYY-MM-DD`). */
  today: string;
  isPublic: boolean;
  failure: NoticeFailure;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const typed = failure?.values;
  const errors = (name: string) => fieldErrorsOf(failure, name);
  return (
    <section aria-labelledby="article-notices" className="q-account-section">
      <h2 id="article-notices">{texts.noticesHeading}</h2>
      <p>{texts.noticesIntro}</p>
      {notices.length > 0 ? (
        <ul>
          {notices.map((notice) => (
            <li key={notice.id}>
              <Link to={notice.href}>{texts.noticeListed(notice.label)}</Link>
              {notice.date && (
                <>
                  {', '}
                  <SiteTime date={notice.date} />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="q-muted">{texts.noNotices}</p>
      )}
      {isPublic ? (
        <>
          <ErrorSummary
            failure={failure}
            labels={{
              type: texts.noticeTypeLabel,
              text: texts.noticeTextLabel,
              date: texts.noticeDateLabel,
              doi: texts.noticeDoiLabel,
            }}
          />
          <Form method="post" className="q-form" noValidate>
            <input type="hidden" name="intent" value="notice" />
            <div className="q-issue-numbers">
              <SelectField
                id="notice-type"
                name="type"
                label={texts.noticeTypeLabel}
                required
                defaultValue={typed?.type ?? 'correction'}
                errors={errors('type')}
              >
                {types.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </SelectField>
              <TextField
                id="notice-date"
                name="date"
                type="date"
                label={texts.noticeDateLabel}
                required
                defaultValue={typed?.date ?? today}
                errors={errors('date')}
              />
            </div>
            <RichTextField
              id="notice-text"
              name="text"
              label={texts.noticeTextLabel}
              required
              defaultValue={typed?.text ?? ''}
              errors={errors('text')}
            />
            <TextField
              id="notice-doi"
              name="doi"
              label={texts.noticeDoiLabel}
              hint={texts.noticeDoiHint}
              labelNote={false}
              defaultValue={typed?.doi ?? ''}
              errors={errors('doi')}
            />
            <div className="q-form-actions">
              <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
                {texts.publishNotice}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <p>{texts.noticesNotPublic}</p>
      )}
    </section>
  );
}
