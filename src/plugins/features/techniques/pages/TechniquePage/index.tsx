import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import WriteupLinkList from '@site/src/components/WriteupLinkList';
import {readerPages, techniquePage, toolPage} from '@site/src/config/pages';
import type {TechniquePageData} from '@site/src/plugins/features/techniques/data';
import {
  PageDataFallback,
  PageDataScript,
  usePageData,
} from '@site/src/plugins/infrastructure/page-family/client/PageData';
import {isTechniquePageData} from './shape';
import styles from '../styles.module.css';

/** /techniques/<id>: the technique explained, its reference, the write-ups that use it, their tools and related techniques. */
export default function TechniquePage({
  technique: fromRoute,
  familyIds,
}: {
  readonly technique?: TechniquePageData;
  readonly familyIds: readonly string[];
}): ReactNode {
  const page = usePageData(readerPages.techniques, fromRoute, familyIds, isTechniquePageData);
  if (page.status !== 'found')
    return (
      <PageDataFallback
        state={page}
        family={readerPages.techniques}
        what="technique"
        backLabel="Techniques"
      />
    );
  const technique = page.data;
  const {name, explanation, reference, writeups, tools, related, lesson} = technique;
  return (
    <Layout title={name} description={explanation}>
      <PageDataScript data={technique} />
      <main className="container margin-vert--lg">
        <div className={styles.page}>
          <Breadcrumbs
            trail={[{label: 'Techniques', to: `/${readerPages.techniques}/`}, {label: name}]}
          />
          <Heading as="h1">{name}</Heading>
          <p className={styles.explanation}>{explanation}</p>
          {lesson && (
            <p className={styles.lesson}>
              <Link to={lesson.permalink} className="button button--primary">
                Learn it: the lesson
              </Link>{' '}
              <span>
                The idea, how to recognise it, a worked example, the tools and the exercises below,
                easiest first.
              </span>
            </p>
          )}
          {reference && (
            <p>
              Reference:{' '}
              <a href={reference.url} target="_blank" rel="noopener noreferrer">
                {reference.label}
              </a>
            </p>
          )}
          <Heading as="h2" id="writeups">
            {writeups.length === 1 ? 'One write-up uses it' : `${writeups.length} write-ups use it`}
          </Heading>
          {writeups.length > 0 ? (
            <WriteupLinkList writeups={writeups} />
          ) : (
            <p>No write-up uses this technique yet.</p>
          )}
          {tools.length > 0 && (
            <>
              <Heading as="h2" id="tools">
                Tools these write-ups use
              </Heading>
              <ul className={styles.inline}>
                {tools.map((tool) => (
                  <li key={tool.id}>
                    <Link to={`/${toolPage(tool.id)}`}>{tool.name}</Link>{' '}
                    <span className={styles.count}>{tool.count}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {related.length > 0 && (
            <>
              <Heading as="h2" id="related">
                Related techniques
              </Heading>
              <ul className={styles.inline}>
                {related.map((other) => (
                  <li key={other.id}>
                    <Link to={`/${techniquePage(other.id)}`}>{other.name}</Link>{' '}
                    <span className={styles.count}>
                      {other.count === 1 ? 'one write-up' : `${other.count} write-ups`} in common
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </main>
    </Layout>
  );
}
