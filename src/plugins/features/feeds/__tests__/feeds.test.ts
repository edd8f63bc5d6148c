import {describe, expect, it} from 'vitest';
import {parseFeed} from '@rowanmanning/feed-parser';
import {createWriteupFeeds, feedItemCount} from '../feeds';
import type {WriteupSummary} from '../../../model/writeups';
import {writeupSummaries as writeups} from '../../../model/writeups/testing';

const site = {
  title: 'Kestrel Notes',
  siteUrl: 'https://example.test/my-small-blog/',
  author: 'Kestrel',
  copyright: 'Copyright © 2025 Kestrel',
  language: 'en',
};
const origin = 'https://example.test';
const hostile: WriteupSummary = {
  ...writeups[0]!,
  title: 'Rock & "roll" <3',
  permalink: '/docs/pico-ctf/forensics/hostile',
  published: '2026-01-01',
};

describe('createWriteupFeeds', () => {
  const feeds = createWriteupFeeds([...writeups, hostile], site, origin);

  it.each(['rss', 'atom'] as const)(
    '%s parses, newest first, with absolute links and dates',
    (kind) => {
      const feed = parseFeed(feeds[kind]);
      expect(feed.title).toBe('Kestrel Notes: write-ups');
      expect(feed.items.map((item) => item.title)).toEqual([
        hostile.title,
        'Detecting Run key persistence',
        'Bitlocker-2',
        'Deleted file',
        'Caesar',
        'Glory of the Garden',
        'information',
      ]);
      const first = feed.items[1]!;
      expect(first.url).toBe('https://example.test/docs/sysmon-splunk/registry/');
      expect(first.published?.toISOString()).toBe('2025-06-15T00:00:00.000Z');
      expect(first.categories.map((category) => category.label ?? category.term)).toContain(
        'Sysmon & Splunk',
      );
    },
  );

  it('is a JSON Feed 1 document with the required fields', () => {
    const json = JSON.parse(feeds.json) as {
      version: string;
      title: string;
      home_page_url: string;
      feed_url: string;
      items: {
        id: string;
        url: string;
        title: string;
        date_published: string;
        content_html: string;
      }[];
    };
    expect(json.version).toBe('https://jsonfeed.org/version/1');
    expect(json.feed_url).toBe('https://example.test/my-small-blog/writeups/feed.json');
    expect(json.items).toHaveLength(7);
    for (const item of json.items) {
      expect(item.id).toMatch(/^https:\/\/example\.test\/docs\//);
      expect(new Date(item.date_published).toString()).not.toBe('Invalid Date');
      expect(item.content_html.length).toBeGreaterThan(0);
    }
  });

  it(`keeps only the newest ${feedItemCount} write-ups`, () => {
    const many = Array.from({length: 30}, (_, index): WriteupSummary => ({
      ...writeups[0]!,
      title: `W${index}`,
      permalink: `/docs/w${index}`,
      published: `2025-01-${String(index + 1).padStart(2, '0')}`,
    }));
    const feed = parseFeed(createWriteupFeeds(many, site, origin).rss);
    expect(feed.items).toHaveLength(feedItemCount);
    expect(feed.items[0]!.title).toBe('W29');
  });

  it('is identical between two builds of the same content', () => {
    expect(createWriteupFeeds(writeups, site, origin)).toEqual(
      createWriteupFeeds(writeups, site, origin),
    );
  });

  describe('whatever a title or description contains', () => {
    const injected: WriteupSummary = {
      ...writeups[0]!,
      title:
        'One ]]> two ]]><injected>element</injected> </script><script>alert(1)</script> \u0001bell',
      description: 'A description with ]]> and ]]> again, \u001b escapes and <b>markup</b>.',
      permalink: '/docs/pico-ctf/forensics/injected',
      published: '2027-01-01',
    };
    const hostileFeeds = createWriteupFeeds([injected], site, origin);

    it.each(['rss', 'atom'] as const)(
      '%s stays well-formed and reads the text back unchanged',
      (kind) => {
        const [item] = parseFeed(hostileFeeds[kind]).items;
        expect(item!.title).toBe(injected.title.replace('\u0001', '\uFFFD'));
        // eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
        expect(hostileFeeds[kind]).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
      },
    );

    it('keeps the JSON Feed text exactly as written', () => {
      expect((JSON.parse(hostileFeeds.json) as {items: {title: string}[]}).items[0]!.title).toBe(
        injected.title,
      );
    });
  });
});
