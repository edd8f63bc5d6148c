/** How a reader's answer compares with the page's flag; computed in the browser, nothing is sent anywhere. */
export type FlagCheckResult =
  'correct' | 'wrong' | 'shape-matches' | 'common-part-differs' | 'shape-differs';

/** What a reader pasted, as it is compared: surrounding space removed, Unicode normalised. */
export function normalizeFlagInput(input: string): string {
  return input.normalize('NFC').trim();
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fixed flag: the SHA-256 of the normalised answer against the hash the build made of the flag. */
export async function checkFixedFlag(
  input: string,
  expectedSha256: string,
): Promise<FlagCheckResult> {
  return (await sha256Hex(normalizeFlagInput(input))) === expectedSha256 ? 'correct' : 'wrong';
}

/** A per-player flag: the common part must match exactly, and the rest must have the expected shape and close the flag. */
export function checkPerPlayerFlag(
  input: string,
  commonPart: string,
  suffixPattern: string,
): FlagCheckResult {
  const answer = normalizeFlagInput(input);
  if (!answer.startsWith(commonPart)) return 'common-part-differs';
  return new RegExp(`^(?:${suffixPattern})\\}$`, 'u').test(answer.slice(commonPart.length))
    ? 'shape-matches'
    : 'shape-differs';
}
