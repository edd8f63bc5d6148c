import type * as z from 'zod';

/**
 * Small pieces every Zod schema of the site shares: read-only output types and the
 * messages authors read when a value is missing, of the wrong kind, or repeated.
 */

/** What the build hands on is read, never changed: a schema's output type, read-only all the way down. */
export type DeepReadonly<T> = T extends Date
  ? T
  : T extends readonly (infer Item)[]
    ? readonly DeepReadonly<Item>[]
    : T extends object
      ? {readonly [Key in keyof T]: DeepReadonly<T[Key]>}
      : T;

/** A schema's output, read-only all the way down. */
export type Checked<Schema extends z.ZodType> = DeepReadonly<z.output<Schema>>;

/** Whether a field may be left out (optional, or with a default). */
export const isOptional = (field: z.ZodType) => field.safeParse(undefined).success;

/** The message for a missing value, and the one for a value of the wrong kind. */
export const requiredOr = (required: string, wrongKind: string) => (issue: {input?: unknown}) =>
  issue.input === undefined ? required : wrongKind;

/** A mapping's messages: for a field it does not have, when it is missing, and when it is not a mapping. */
export const mappingErrors =
  (unknownField: string, required: string, wrongKind: string) =>
  (issue: {code?: string; input?: unknown}) =>
    issue.code === 'unrecognized_keys' ? unknownField : requiredOr(required, wrongKind)(issue);

/** No value twice in a list; the repeated value is reported. */
export function unique<T>(message: string) {
  return (values: readonly T[], context: z.RefinementCtx) => {
    const repeated = values.find((value, index) => values.indexOf(value) !== index);
    if (repeated !== undefined) context.addIssue({code: 'custom', message, input: repeated});
  };
}

/** Each issue as `field.path: message`, unknown fields named one by one. */
export function issueLines(issues: readonly z.core.$ZodIssue[]): string[] {
  const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.');
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => `${fieldOf([...issue.path, key])}: ${issue.message}`)
      : [`${fieldOf(issue.path) || '(entry)'}: ${issue.message}`],
  );
}
