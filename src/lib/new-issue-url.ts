/**
 * A link to a GitHub new-issue form with its fields filled in: `newIssueUrl(formUrl, fields)`
 * takes the form's address (`siteConfig.customFields.docsIssuesUrl`, derived from
 * `EDIT_URL_BASE` in `env.ts`) and the issue's `title` and optional `body` (plain text), and
 * returns the form's URL with both as query parameters. Every value is URL-encoded, so no text
 * can change the link's target. Raises nothing.
 */
export function newIssueUrl(formUrl: string, fields: {readonly title: string; readonly body?: string}): string {
  const query = new URLSearchParams({title: fields.title});
  if (fields.body !== undefined) query.set('body', fields.body);
  return `${formUrl}?${query.toString()}`;
}
