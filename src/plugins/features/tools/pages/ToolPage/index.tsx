import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import QuietLink from '@site/src/components/QuietLink';
import WriteupLinkList from '@site/src/components/WriteupLinkList';
import {readerPages} from '@site/src/config/pages';
import {searchIgnoreProps} from '@site/src/config/search';
import type {ToolPageData} from '@site/src/plugins/features/tools/data';
import {toolPageDescription} from '@site/src/plugins/features/tools/description';
import {
  PageDataFallback,
  PageDataScript,
  usePageData,
} from '@site/src/plugins/infrastructure/page-family/client/PageData';
import {isToolPageData} from './shape';
import {toolKindLabels} from '@site/src/config/tools';
import pageStyles from '@site/src/plugins/features/techniques/pages/styles.module.css';
import styles from './styles.module.css';

/** /tools/<id>: every command line of the write-ups that runs the tool, where each was used, and the official documentation. */
export default function ToolPage({
  tool: fromRoute,
  familyIds,
}: {
  readonly tool?: ToolPageData;
  readonly familyIds: readonly string[];
}): ReactNode {
  const page = usePageData(readerPages.tools, fromRoute, familyIds, isToolPageData);
  if (page.status !== 'found')
    return (
      <PageDataFallback state={page} family={readerPages.tools} what="tool" backLabel="Tools" />
    );
  const tool = page.data;
  const {name, kind, docs, commands, writeups} = tool;
  const description = toolPageDescription(tool);
  return (
    <Layout title={`${name} cheat sheet`} description={description}>
      <PageDataScript data={tool} />
      <main className="container margin-vert--lg">
        <div className={pageStyles.page}>
          <Breadcrumbs
            trail={[
              {label: 'Tools', to: `/${readerPages.tools}/`},
              {label: toolKindLabels[kind]},
              {label: name},
            ]}
          />
          <Heading as="h1">{name}</Heading>
          <p>
            Official documentation:{' '}
            <a href={docs} target="_blank" rel="noopener noreferrer">
              {docs.replace(/^https:\/\//, '')}
            </a>
          </p>
          <Heading as="h2" id="commands">
            {commands.length === 0
              ? 'Commands'
              : `${commands.length} ${commands.length === 1 ? 'command line' : 'command lines'}`}
          </Heading>
          {commands.length === 0 ? (
            <p>
              The write-ups use {name} without a command line to show
              {kind === 'gui' || kind === 'service'
                ? ' (it is used through its interface)'
                : kind === 'library'
                  ? ' (it is used from code)'
                  : ''}
              .
            </p>
          ) : (
            <ol className={styles.commands} {...searchIgnoreProps}>
              {commands.map((command) => (
                <li key={command.text}>
                  <CodeBlock language="bash">{command.text}</CodeBlock>
                  <p className={styles.sources}>
                    From{' '}
                    {command.sources.map((source, index) => (
                      <span key={source.url}>
                        {index > 0 && ', '}
                        {/* The section in the link text too: a title alone ("information") can read as a generic link. */}
                        <QuietLink to={source.url}>
                          {source.section ? `${source.title} › ${source.section}` : source.title}
                        </QuietLink>
                      </span>
                    ))}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <Heading as="h2" id="writeups">
            {writeups.length === 1
              ? 'One write-up lists it'
              : `${writeups.length} write-ups list it`}
          </Heading>
          {writeups.length > 0 ? (
            <WriteupLinkList writeups={writeups} />
          ) : (
            <p>No write-up lists it among its tools; it appears in their commands.</p>
          )}
        </div>
      </main>
    </Layout>
  );
}
