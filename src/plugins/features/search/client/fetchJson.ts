/** Why an index file could not be used, in words a reader can act on. */
export class IndexFileError extends Error {}

/**
 * Fetches and parses a JSON file of the search index. A failed request, an HTTP
 * error and a file that is truncated or not JSON each give one clear error.
 */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new IndexFileError(
      `${url} could not be fetched (offline, or the server did not answer).`,
    );
  }
  if (!response.ok) throw new IndexFileError(`${url} answered HTTP ${response.status}.`);
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new IndexFileError(
      `${url} is truncated or corrupt (${text.length} bytes that are not JSON).`,
    );
  }
}
