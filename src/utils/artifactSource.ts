/** Where to download an original challenge file, and how to name that place in a sentence. */
export type ArtifactDownload = {readonly href: string; readonly label: string};

const githubFile = /^https:\/\/github\.com\/([^/]+)\/([^/]+)\/(?:blob|raw)\/([0-9a-f]{40})\/(.+)$/;
const githubRaw = /^https:\/\/raw\.githubusercontent\.com\/([^/]+)\/([^/]+)\/([0-9a-f]{40})\/(.+)$/;

/**
 * A file's public address as a download link: a GitHub file page becomes its
 * `raw` address (which also serves files kept in Git LFS), named by repository
 * and commit; any other address is named by its host.
 */
export function artifactDownload(address: string): ArtifactDownload {
  const github = githubFile.exec(address) ?? githubRaw.exec(address);
  if (github) {
    const [, owner, repository, commit, filePath] = github;
    return {
      href: `https://github.com/${owner}/${repository}/raw/${commit}/${filePath}`,
      label: `${owner}/${repository} at ${commit!.slice(0, 7)}`,
    };
  }
  return {href: address, label: new URL(address).hostname};
}
