import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {readerPages, techniquePage} from '@site/src/config/pages';
import type {TechniqueSummary} from '@site/src/plugins/features/techniques/data';
import styles from '../styles.module.css';

/** /techniques/: every technique the write-ups are tagged with, each with how many write-ups use it. */
export default function TechniqueIndex({
  techniques,
}: {
  readonly techniques: readonly TechniqueSummary[];
}): ReactNode {
  const used = techniques.filter((technique) => technique.count > 0).length;
  return (
    <Layout
      title="Techniques"
      description={`The ${techniques.length} techniques the write-ups teach, each explained, with the write-ups that use it and the tools they need.`}
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Techniques</Heading>
        <p className={styles.intro}>
          Learn by technique: each page explains one, links its MITRE ATT&amp;CK or CWE entry where
          there is one, and lists the write-ups that use it. {used} of {techniques.length}{' '}
          techniques have a write-up. For the commands behind them, see the{' '}
          <Link to={`/${readerPages.tools}/`}>tools</Link>.
        </p>
        <ul className={styles.columns}>
          {techniques.map((technique) => (
            <li key={technique.id}>
              <Link to={`/${techniquePage(technique.id)}`}>{technique.name}</Link>{' '}
              <span className={styles.count}>
                {technique.count} {technique.count === 1 ? 'write-up' : 'write-ups'}
              </span>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
