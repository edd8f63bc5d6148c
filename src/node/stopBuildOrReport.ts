/**
 * Content problems stop `docusaurus build`, naming file and field. The development server reports them in the
 * terminal and keeps serving, so the author sees the page, and what is wrong with it, in the browser
 * (a write-up with invalid front matter shows its problems at its top).
 */
export function stopBuildOrReport(message: string): void {
  if (process.env.NODE_ENV !== 'development') throw new Error(message);
  console.error(`[ERROR] ${message}`);
}
