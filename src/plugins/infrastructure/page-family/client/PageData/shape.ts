/**
 * Small checks of JSON read at run time (a family page's data.json), so a file
 * of the wrong shape is reported as unreadable instead of crashing the page.
 */
export type Check<T> = (value: unknown) => value is T;

export const isString: Check<string> = (value): value is string => typeof value === 'string';

export const isNumber: Check<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** An address on this site (`/…`) or an https address: never a `javascript:` or other scheme. */
export const isSafeLink: Check<string> = (value): value is string =>
  typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https:\/\//.test(value));

export const isArrayOf =
  <T>(item: Check<T>): Check<readonly T[]> =>
  (value): value is readonly T[] =>
    Array.isArray(value) && value.every(item);

/** An object with at least these fields, each passing its check (fields it does not name are ignored). */
export const isRecordOf =
  <T extends object>(fields: {readonly [K in keyof T]-?: Check<T[K]>}): Check<T> =>
  (value): value is T =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(fields).every(([name, check]) =>
      (check as Check<unknown>)((value as Record<string, unknown>)[name]),
    );

export const isOptional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || check(value);
