/** The reasons a comment may be reported for, and the note's limit: plain data, read by the app without zod. */
export const REPORT_REASONS = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hate: 'Hateful or violent',
  sexual: 'Sexual content',
  spoiler: 'An unmarked spoiler',
  other: 'Something else',
} as const;
export type ReportReasonKey = keyof typeof REPORT_REASONS;

/** At most this many characters of a report's optional note. */
export const REPORT_NOTE_MAX = 500;
