import {Feed} from 'feed';
import {escapeHtml} from '../../../utils/html';
import {
  describeWriteupFacts,
  describeWriteupLocation,
  type WriteupSummary,
} from '../../model/writeups';

/** Where the write-ups feeds live, relative to the site's base URL. */
export const feedFiles = {
  rss: 'writeups/rss.xml',
  atom: 'writeups/atom.xml',
  json: 'writeups/feed.json',
} as const;

export const feedMimeTypes = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
} as const;

export type FeedSite = {
  readonly title: string;
  /** Origin plus base URL, ending with `/`. */
  readonly siteUrl: string;
  readonly author: string;
  readonly copyright: string;
  readonly language: string;
};

export const feedItemCount = 20;

/** Characters XML 1.0 does not allow anywhere, even in CDATA (C0 controls but tab, newline and carriage return). */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const xmlForbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * The feed library wraps titles in CDATA but escapes only the first `]]>` of a
 * text, so a second one ends the CDATA section and the rest is read as markup.
 * Texts go in with every `]]>` as this marker, which the finished XML turns into
 * `]]]]><![CDATA[>` (close, then reopen, the CDATA): the text reads back unchanged.
 */
const cdataEndMarker = '\uE000cdata-end\uE000';

const forXml = (value: string) =>
  value.replace(xmlForbidden, '\uFFFD').replaceAll(']]>', cdataEndMarker);
const restoreCdataEnds = (xml: string) => xml.replaceAll(cdataEndMarker, ']]]]><![CDATA[>');

function buildFeed(
  writeups: readonly WriteupSummary[],
  site: FeedSite,
  origin: string,
  text: (value: string) => string,
): Feed {
  const newest = [...writeups]
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title))
    .slice(0, feedItemCount);
  const feed = new Feed({
    id: `${site.siteUrl}writeups`,
    title: `${site.title}: write-ups`,
    description: 'The newest capture-the-flag write-ups and detection lab notes.',
    link: `${site.siteUrl}writeups`,
    language: site.language,
    copyright: site.copyright,
    author: {name: site.author},
    // The newest item's day, so an unchanged feed stays byte-identical between builds.
    updated: newest[0] ? new Date(`${newest[0].published}T00:00:00Z`) : new Date(0),
    feedLinks: Object.fromEntries(
      Object.entries(feedFiles).map(([kind, file]) => [kind, `${site.siteUrl}${file}`]),
    ),
  });
  for (const writeup of newest) {
    const url = new URL(writeup.permalink, origin).href;
    const where = describeWriteupLocation(writeup);
    feed.addItem({
      id: url,
      link: url,
      title: text(writeup.title),
      description: text(writeup.description),
      content: `<p>${escapeHtml(text(writeup.description))}</p><p>${escapeHtml(describeWriteupFacts(writeup, writeup.difficulty, writeup.points))}</p>`,
      date: new Date(`${writeup.published}T00:00:00Z`),
      published: new Date(`${writeup.published}T00:00:00Z`),
      // Atom requires `term`; RSS and JSON Feed read `name`.
      category: [where, ...writeup.tags].map((name) => ({name, term: name})),
      author: [{name: site.author}],
    });
  }
  return feed;
}

/**
 * The newest write-ups as RSS 2.0, Atom 1.0 and JSON Feed 1 documents, well-formed
 * whatever a title or description contains (CDATA terminators, control characters, markup).
 */
export function createWriteupFeeds(
  writeups: readonly WriteupSummary[],
  site: FeedSite,
  origin: string,
): Record<keyof typeof feedFiles, string> {
  const xmlFeed = buildFeed(writeups, site, origin, forXml);
  return {
    rss: restoreCdataEnds(xmlFeed.rss2()),
    atom: restoreCdataEnds(xmlFeed.atom1()),
    json: buildFeed(writeups, site, origin, (value) => value).json1(),
  };
}
