import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {readerPages, toolPage} from '@site/src/config/pages';
import type {ToolSummary} from '@site/src/plugins/features/tools/data';
import {toolKindLabels, toolKinds} from '@site/src/config/tools';
import styles from '@site/src/plugins/features/techniques/pages/styles.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /tools/: every tool the write-ups use, by kind, with how many write-ups and command lines each has. */
export default function ToolIndex({tools}: {readonly tools: readonly ToolSummary[]}): ReactNode {
  const commandCount = tools.reduce((total, tool) => total + tool.commands, 0);
  return (
    <Layout
      title="Tools"
      description={`Cheat sheets for the ${tools.length} tools of the write-ups: every command line that runs each one, linked to where it was used.`}
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Tools</Heading>
        <p className={styles.intro}>
          Every tool the write-ups use. A tool&apos;s page gathers each distinct command line that
          runs it ({commandCount} in all), taken from the write-ups&apos; code blocks and linked to
          the step they come from, with the tool&apos;s official documentation. For what the
          commands achieve, see the <Link to={`/${readerPages.techniques}/`}>techniques</Link>.
        </p>
        {toolKinds.map((kind) => {
          const ofKind = tools.filter((tool) => tool.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`kind-${kind}`}>
              <Heading as="h2" id={`kind-${kind}`}>
                {toolKindLabels[kind]}
              </Heading>
              <ul className={styles.columns}>
                {ofKind.map((tool) => (
                  <li key={tool.id}>
                    <Link to={`/${toolPage(tool.id)}`}>{tool.name}</Link>{' '}
                    <span className={styles.count}>
                      {plural(tool.writeups, 'write-up', 'write-ups')}
                      {tool.commands > 0 && `, ${plural(tool.commands, 'command', 'commands')}`}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </main>
    </Layout>
  );
}
