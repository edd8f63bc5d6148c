/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` are
 * written as JSON escapes, so no title or description (`</script><script>…`) can
 * end the block early, and the JSON still parses to the same data.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
