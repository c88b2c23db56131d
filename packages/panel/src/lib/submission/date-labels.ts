import type {
  Dashboard,
  Notification,
  Submission,
  SubmissionEvent,
  SubmissionFile,
  SubmissionSummary,
} from '@quire/contracts';
import { formatDate } from '@quire/utils';

// Dates are formatted by the loaders, on the server, and reach the page as text: formatting
// while rendering would use the server's time zone for the HTML and the browser's while
// hydrating, and the two texts would not match. `<time dateTime>` keeps the exact instant.

/** A file with its upload date as text (DD-MM-YYYY). */
export type LabelledFile = SubmissionFile & { createdText: string };
/** A history event with its date as text (DD-MM-YYYY HH:mm). */
export type LabelledEvent = SubmissionEvent & { createdText: string };
/** A submission whose dates are text too: submitted, each file, each event. */
export type LabelledSubmission = Omit<Submission, 'files' | 'history'> & {
  files: LabelledFile[];
  history: LabelledEvent[];
  /** DD-MM-YYYY HH:mm, or null before it is submitted. */
  submittedText: string | null;
};
/** A list row with its last change as text (DD-MM-YYYY). */
export type LabelledSummary = SubmissionSummary & { updatedText: string };
/** A notification with its date as text (DD-MM-YYYY HH:mm). */
export type LabelledNotification = Notification & { createdText: string };
/** The dashboard with the dates of its latest notifications as text. */
export type LabelledDashboard = Omit<Dashboard, 'notifications'> & {
  notifications: { unread: number; latest: LabelledNotification[] };
};

/** Labels a file's upload date. */
export function labelFile(file: SubmissionFile): LabelledFile {
  return { ...file, createdText: formatDate(file.createdAt) };
}

/** Labels every date of a submission (files, history, submitted). */
export function labelSubmission(submission: Submission): LabelledSubmission {
  return {
    ...submission,
    files: submission.files.map(labelFile),
    history: submission.history.map((event) => ({
      ...event,
      createdText: formatDate(event.createdAt, { withTime: true }),
    })),
    submittedText: submission.submittedAt
      ? formatDate(submission.submittedAt, { withTime: true })
      : null,
  };
}

/** Labels a list row's last change. */
export function labelSummary(summary: SubmissionSummary): LabelledSummary {
  return { ...summary, updatedText: formatDate(summary.updatedAt) };
}

/** Labels the dates of the dashboard's latest notifications. */
export function labelDashboard(dashboard: Dashboard): LabelledDashboard {
  return {
    ...dashboard,
    notifications: {
      unread: dashboard.notifications.unread,
      latest: dashboard.notifications.latest.map((notification) => ({
        ...notification,
        createdText: formatDate(notification.createdAt, { withTime: true }),
      })),
    },
  };
}
