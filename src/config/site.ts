/**
 * Site identity and global constants: the one place to change who the site
 * belongs to and where it is published.
 */

export type SocialLink = {
  readonly label: string;
  readonly href: string;
};

export type Owner = {
  /** Public handle, used as the blog author key and in the navbar. */
  readonly handle: string;
  readonly displayName: string;
  readonly tagline: string;
  readonly githubUrl: string;
  /** The three profiles of the footer's Contact column. */
  readonly contact: readonly [SocialLink, SocialLink, SocialLink];
};

export const owner = {
  handle: 'kestrel',
  displayName: 'Kestrel',
  tagline: 'Cybersecurity student at the University of Information Technology',
  githubUrl: 'https://github.com/kestrel-sec',
  contact: [
    {label: 'LinkedIn', href: 'https://www.linkedin.com/in/kestrel-sec'},
    {label: 'Root-Me', href: 'https://www.root-me.org/kestrel-sec'},
    {label: 'Mastodon', href: 'https://infosec.exchange/@kestrel'},
  ],
} as const satisfies Owner;

export const site = {
  title: 'Kestrel Notes',
  /** What the site is, in one sentence (llms.txt, and wherever the site describes itself). */
  description: `${owner.displayName}'s security notebook: CTF write-ups, a Sysmon and Splunk detection lab, and a blog.`,
  /** Production origin; GitHub Pages serves the project under `baseUrl`. */
  url: 'https://kestrel-sec.github.io',
  baseUrl: '/my-small-blog/',
  repositoryUrl: 'https://github.com/kestrel-sec/my-small-blog',
  copyrightYear: 2025,
  locale: 'en',
} as const;

/** The copyright line of the footer and of every feed. */
export const copyrightNotice = `Copyright © ${site.copyrightYear} ${owner.displayName}`;
