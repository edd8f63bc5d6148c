/**
 * Identifiers the write-ups cite and where each one is documented: one pattern
 * and one URL builder per scheme, read by the front-matter schema, the technique
 * vocabulary, the challenge card and the technique pages.
 */

/** A MITRE ATT&CK technique or sub-technique id: T1053, T1053.005. */
export const attackTechniqueId = /^T\d{4}(\.\d{3})?$/;

/** A CWE id as the vocabulary writes it: CWE-134. */
export const cweId = /^CWE-\d+$/;

/** The id of a technique or tool, which is also its page's URL slug: lowercase words joined by single hyphens. */
export const slugId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** ATT&CK's page for a technique: T1053.005 → https://attack.mitre.org/techniques/T1053/005/. */
export function attackTechniqueUrl(id: string): string {
  return `https://attack.mitre.org/techniques/${id.replace('.', '/')}/`;
}

/** MITRE's page for a weakness: CWE-134 → https://cwe.mitre.org/data/definitions/134.html. */
export function cweUrl(id: string): string {
  return `https://cwe.mitre.org/data/definitions/${id.slice('CWE-'.length)}.html`;
}
