import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import QuietLink from '@site/src/components/QuietLink';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {readerPages} from '@site/src/config/pages';
import {owner} from '@site/src/config/site';
import {platformLandings, platforms} from '@site/src/config/writeups';
import {formatDay} from '@site/src/utils/dates';
import type {LatestPost, PlatformCount} from '@site/src/plugins/features/home';
import styles from './styles.module.css';

type Props = {
  readonly latestPosts: readonly LatestPost[];
  readonly platformCounts: readonly PlatformCount[];
};

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
            Write-ups that explain why a technique works, not only which command to type, so the next challenge is easier than the last.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={platformLandings.picoctf.path}>
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
                  <Link to={platformLandings[platform].path}>{platforms[platform].label}</Link>
                </Heading>
                <p>{platformLandings[platform].summary}</p>
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
                  {formatDay(post.date)}
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
