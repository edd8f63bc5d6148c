import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import QuietLink from '@site/src/components/QuietLink';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ContinueWhereYouStopped from '@site/src/components/Progress/ContinueWhereYouStopped';
import {readerPages} from '@site/src/config/pages';
import {owner, site} from '@site/src/config/site';
import {platformLandings, platforms} from '@site/src/config/writeups';
import {formatDay} from '@site/src/utils/dates';
import type {
  Featured,
  LatestPost,
  PlatformCount,
  SiteNumbers,
} from '@site/src/plugins/features/home';
import styles from './styles.module.css';

type Props = {
  readonly numbers: SiteNumbers;
  readonly featured: Featured;
  /** The featured figure's file, as the bundler names it. */
  readonly featuredImage: string | {readonly default: string};
  readonly latestPosts: readonly LatestPost[];
  readonly platformCounts: readonly PlatformCount[];
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export default function HomePage({
  numbers,
  featured,
  featuredImage,
  latestPosts,
  platformCounts,
}: Props): ReactNode {
  const imageSrc = typeof featuredImage === 'string' ? featuredImage : featuredImage.default;
  return (
    <Layout
      title="Capture-the-flag write-ups that teach the method"
      description={`${site.title}: ${numbers.writeups} capture-the-flag write-ups and ${numbers.lessons} lessons that explain why each technique works.`}
    >
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>
            {site.title} · {owner.displayName},{' '}
            {owner.tagline.replace(/^./, (first) => first.toLowerCase())}
          </p>
          <Heading as="h1" className={styles.title}>
            Capture-the-flag write-ups that teach the method
          </Heading>
          <p className={styles.intro}>
            Solves of picoCTF and Root-Me challenges and a Sysmon + Splunk detection lab, each run
            on the original files and each explaining why the technique works, with lessons that
            teach the techniques step by step, so the next challenge is yours to solve.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={`/${readerPages.learn}/`}>
              Start learning
            </Link>
            <QuietLink
              className="button button--secondary button--lg"
              to={`/${readerPages.explorer}`}
            >
              Explore all write-ups
            </QuietLink>
          </div>
          <ContinueWhereYouStopped />
          <ul className={styles.numbers} aria-label="The site in numbers">
            <li>
              <strong>{numbers.writeups}</strong> write-ups
            </li>
            <li>
              <strong>{numbers.lessons}</strong> lessons
            </li>
            <li>
              <Link to={`/${readerPages.techniques}/`}>
                <strong>{numbers.techniques}</strong> techniques
              </Link>
            </li>
            <li>
              <Link to={`/${readerPages.tools}/`}>
                <strong>{numbers.tools}</strong> tools
              </Link>
            </li>
          </ul>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section aria-labelledby="featured-heading" className={styles.featured}>
          <Heading as="h2" id="featured-heading">
            A write-up to start with
          </Heading>
          <div className={styles.featuredCard}>
            <figure className={styles.featuredFigure}>
              <img
                src={imageSrc}
                alt={featured.alt}
                width={featured.width}
                height={featured.height}
                loading="lazy"
                decoding="async"
              />
              <figcaption>{featured.caption}</figcaption>
            </figure>
            <div>
              <Heading as="h3" className={styles.featuredTitle}>
                <Link to={featured.permalink}>{featured.title}</Link>
              </Heading>
              <p className={styles.about}>{featured.about}</p>
              <p>{featured.description}</p>
            </div>
          </div>
        </section>
        <section aria-labelledby="platforms-heading" className="margin-top--lg">
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
                <p className={styles.count}>{plural(count, 'page', 'pages')}</p>
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
        <p className={styles.about}>
          About the author: <Link to="/docs/about-me/">{owner.displayName}</Link>.
        </p>
      </main>
    </Layout>
  );
}
