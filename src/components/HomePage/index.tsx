import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import QuietLink from '@site/src/components/QuietLink';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {readerPages} from '@site/src/config/navigation';
import {owner} from '@site/src/config/site';
import {platforms, type PlatformId} from '@site/src/config/writeups';
import type {LatestPost, PlatformCount} from '@site/src/plugins/home';
import styles from './styles.module.css';

type Props = {
  readonly latestPosts: readonly LatestPost[];
  readonly platformCounts: readonly PlatformCount[];
};

const platformEntries: Record<PlatformId, {readonly to: string; readonly summary: string}> = {
  picoctf: {
    to: '/docs/pico-ctf/',
    summary: 'Beginner-friendly challenges from Carnegie Mellon’s competition: forensics, shell skills, crypto, web, reversing and pwn.',
  },
  'root-me': {
    to: '/docs/root-me/',
    summary: 'Permanent wargame challenges, solved step by step with the validation passwords kept private.',
  },
  'sysmon-splunk': {
    to: '/docs/category/sysmon--splunk',
    summary: 'A six-part lab: build Sysmon and Splunk on Windows, then detect one attack technique per part.',
  },
};

const dateFormat = new Intl.DateTimeFormat('en', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});

export default function HomePage({latestPosts, platformCounts}: Props): ReactNode {
  return (
    <Layout description={`${owner.displayName}: capture-the-flag write-ups, a detection lab and notes on security.`}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {owner.displayName}
          </Heading>
          <p className={styles.tagline}>{owner.tagline}</p>
          <p className={styles.intro}>
            Write-ups that explain why a technique works, not only which command to type, so the next challenge is easier
            than the last.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/pico-ctf/">
              Read the write-ups
            </Link>
            <QuietLink className="button button--secondary button--lg" to={`/${readerPages.explorer}`}>
              Explore all write-ups
            </QuietLink>
            <Link className="button button--secondary button--lg" to="/docs/about-me/">
              About me
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section aria-labelledby="platforms-heading">
          <Heading as="h2" id="platforms-heading">
            Write-ups by platform
          </Heading>
          <ul className={styles.platforms}>
            {platformCounts.map(({platform, count}) => (
              <li key={platform} className={styles.platform}>
                <Heading as="h3" className={styles.platformTitle}>
                  <Link to={platformEntries[platform].to}>{platforms[platform].label}</Link>
                </Heading>
                <p>{platformEntries[platform].summary}</p>
                <p className={styles.count}>
                  {count} {count === 1 ? 'page' : 'pages'}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="posts-heading" className="margin-top--lg">
          <Heading as="h2" id="posts-heading">
            Latest posts
          </Heading>
          <ul className={styles.posts}>
            {latestPosts.map((post) => (
              <li key={post.permalink}>
                <Heading as="h3" className={styles.postTitle}>
                  <Link to={post.permalink}>{post.title}</Link>
                </Heading>
                <time dateTime={post.date} className={styles.postDate}>
                  {dateFormat.format(new Date(post.date))}
                </time>
                <p>{post.description}</p>
              </li>
            ))}
          </ul>
          <Link to="/blog">All blog posts</Link>
        </section>
      </main>
    </Layout>
  );
}
