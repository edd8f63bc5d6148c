import {load} from 'cheerio';
import {site} from '../../src/config/site';

/** What a route's HTML must show; an empty list means it passes. */
export function findRouteProblems(route: string, status: number, html: string): string[] {
  if (status !== 200) return [`status ${status}`];
  const $ = load(html);
  const problems: string[] = [];
  const title = $('head > title').text().trim();
  if (!title || /Page Not Found/i.test(title)) problems.push(`title "${title}"`);
  const headings = $('h1').length;
  if (headings !== 1) problems.push(`${headings} <h1> elements, expected 1`);
  const canonical = $('link[rel="canonical"]').attr('href');
  const expected = `${site.url}${site.baseUrl}${route.slice(1)}`.replace(/\/$/, '');
  if (canonical?.replace(/\/$/, '') !== expected)
    problems.push(`canonical link ${canonical ?? 'missing'}, expected ${expected}`);
  if (/noindex/i.test($('meta[name="robots"]').attr('content') ?? ''))
    problems.push('asks not to be indexed');
  return problems;
}
