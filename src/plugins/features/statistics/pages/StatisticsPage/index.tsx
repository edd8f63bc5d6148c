import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {BarChart, ColumnChart} from '@site/src/components/StatsChart';
import type {WriteupStats} from '@site/src/plugins/features/statistics/stats';

/** "Root-Me" → "root-me", for ids that stay the same on every build. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

function ChartSection({
  id,
  heading,
  children,
}: {
  readonly id: string;
  readonly heading: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <section aria-labelledby={id} className="margin-top--lg">
      <Heading as="h2" id={id}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/** Counts of the write-ups, drawn at build time from the explorer's data. */
export default function StatisticsPage({stats}: {readonly stats: WriteupStats}): ReactNode {
  return (
    <Layout
      title="Statistics"
      description="How many write-ups there are per platform, category, difficulty and month, and which tools they use most."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Write-up statistics</Heading>
        <p>
          {plural(stats.total, 'write-up')} across {plural(stats.byPlatform.length, 'platform')}.
        </p>

        <ChartSection id="per-platform" heading="Write-ups per platform and category">
          {stats.byPlatform.map(({platform, categories}) => (
            <React.Fragment key={platform}>
              <Heading as="h3" id={slug(platform)}>
                {platform}
              </Heading>
              <BarChart
                id={`chart-${slug(platform)}`}
                title={`${platform} write-ups by category`}
                data={categories}
                labelHeader="Category"
              />
            </React.Fragment>
          ))}
        </ChartSection>

        <ChartSection id="difficulty" heading="Difficulty">
          <BarChart
            id="chart-difficulty"
            title="Write-ups by difficulty, easiest first"
            data={stats.byDifficulty}
            labelHeader="Difficulty"
          />
        </ChartSection>

        <ChartSection id="by-month" heading="Publications by month">
          <ColumnChart
            id="chart-by-month"
            title="Write-ups published each month"
            data={stats.byMonth}
            labelHeader="Month"
          />
        </ChartSection>

        <ChartSection id="tools" heading="Most used tools">
          <BarChart
            id="chart-tools"
            title={`The ${plural(stats.topTools.length, 'tool')} used in the most write-ups`}
            data={stats.topTools}
            labelHeader="Tool"
          />
        </ChartSection>
      </main>
    </Layout>
  );
}
