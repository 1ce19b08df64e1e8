import type { core } from 'zod';

/**
 * The first issue as one sentence the app can show. The field is named when the message does not
 * already say which one it is about ('Username is required' stays as is).
 */
export function zodMessage(error: core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.filter((p) => typeof p === 'string').at(-1);
  if (typeof field !== 'string') return issue.message;
  const label = field.replace(/_/g, ' ');
  if (issue.message.toLowerCase().includes(label.toLowerCase())) return issue.message;
  return `${label[0]!.toUpperCase()}${label.slice(1)}: ${issue.message}`;
}
