import type {
  Dashboard,
  Notification,
  Submission,
  SubmissionEvent,
  SubmissionFile,
  SubmissionSummary,
} from '@quire/contracts';
import { formatSiteDate } from '@quire/site';

// Dates are formatted by the loaders, on the server, and reach the page as text in the site's
// time zone and date pattern (`formatSiteDate`), never the server's own zone. `<time dateTime>`
// keeps the exact instant.

/** A file with its upload date as text (the site's date pattern, default DD-MM-YYYY). */
export type LabelledFile = SubmissionFile & { createdText: string };
/** A history event with its date and time as text (default DD-MM-YYYY HH:mm). */
export type LabelledEvent = SubmissionEvent & { createdText: string };
/** A submission whose dates are text too: submitted, each file, each event. */
export type LabelledSubmission = Omit<Submission, 'files' | 'history'> & {
  files: LabelledFile[];
  history: LabelledEvent[];
  /** The submitted date and time as text, or null before it is submitted. */
  submittedText: string | null;
};
/** A list row with its last change as text (the site's date pattern). */
export type LabelledSummary = SubmissionSummary & { updatedText: string };
/** A notification with its date and time as text (the site's pattern). */
export type LabelledNotification = Notification & { createdText: string };
/** The dashboard with the dates of its latest notifications as text. */
export type LabelledDashboard = Omit<Dashboard, 'notifications'> & {
  notifications: { unread: number; latest: LabelledNotification[] };
};

/** Labels a file's upload date. */
export function labelFile(file: SubmissionFile): LabelledFile {
  return { ...file, createdText: formatSiteDate(file.createdAt) };
}

/** Labels every date of a submission (files, history, submitted). */
export function labelSubmission(submission: Submission): LabelledSubmission {
  return {
    ...submission,
    files: submission.files.map(labelFile),
    history: submission.history.map((event) => ({
      ...event,
      createdText: formatSiteDate(event.createdAt, { withTime: true }),
    })),
    submittedText: submission.submittedAt
      ? formatSiteDate(submission.submittedAt, { withTime: true })
      : null,
  };
}

/** Labels a list row's last change. */
export function labelSummary(summary: SubmissionSummary): LabelledSummary {
  return { ...summary, updatedText: formatSiteDate(summary.updatedAt) };
}

/** Labels the dates of the dashboard's latest notifications. */
export function labelDashboard(dashboard: Dashboard): LabelledDashboard {
  return {
    ...dashboard,
    notifications: {
      unread: dashboard.notifications.unread,
      latest: dashboard.notifications.latest.map((notification) => ({
        ...notification,
        createdText: formatSiteDate(notification.createdAt, { withTime: true }),
      })),
    },
  };
}
