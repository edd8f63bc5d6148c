/**
 * A small checker for the Splunk searches (SPL) the lab pages publish: quotes and
 * parentheses balance, every command after a pipe is a real SPL command, and every
 * field a search reads exists: in the events the page shows, among Splunk's
 * default fields, or created earlier in the same search. It reads SPL the way the
 * pages write it; it is not a full parser.
 */

/** SPL commands the site's searches may use (Splunk Search Reference). */
export const splCommands = new Set([
  'append',
  'appendpipe',
  'bin',
  'bucket',
  'chart',
  'collect',
  'convert',
  'dedup',
  'eval',
  'eventstats',
  'fields',
  'fillnull',
  'foreach',
  'head',
  'inputlookup',
  'iplocation',
  'join',
  'lookup',
  'makemv',
  'mvexpand',
  'outputlookup',
  'rare',
  'regex',
  'rename',
  'rex',
  'search',
  'sort',
  'spath',
  'stats',
  'streamstats',
  'table',
  'tail',
  'timechart',
  'top',
  'transaction',
  'tstats',
  'where',
  'xmlkv',
]);

/** Fields every Splunk event has, and the ones Splunk's Windows add-ons name for every Windows event. */
export const splunkDefaultFields = new Set([
  '_time',
  '_raw',
  'index',
  'sourcetype',
  'source',
  'host',
  'count',
  'linecount',
  'splunk_server',
  'EventCode',
  'EventID',
  'Computer',
  'ComputerName',
  'LogName',
  'Channel',
  'EventRecordID',
  'TaskCategory',
  'Keywords',
  'Level',
  'Message',
  'user',
  'signature_id',
]);

/** Search modifiers that look like `field=value` in a base search but are not fields. */
const searchModifiers = new Set([
  'earliest',
  'latest',
  'span',
  'limit',
  'maxspan',
  'startswith',
  'endswith',
]);

/** Functions of eval, where and stats: names followed by `(` are never fields. */
const keywords = new Set([
  'AND',
  'OR',
  'NOT',
  'IN',
  'as',
  'AS',
  'by',
  'BY',
  'over',
  'OVER',
  'true',
  'false',
  'null',
  'TRUE',
  'FALSE',
  'NULL',
  'like',
  'LIKE',
]);

export type SplProblem = string;

/** Splits on a separator outside quotes and parentheses. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Quotes that close and brackets that balance; each problem once. */
export function findBalanceProblems(spl: string): SplProblem[] {
  const problems: SplProblem[] = [];
  let depth = 0;
  let quote: string | null = null;
  for (let index = 0; index < spl.length; index += 1) {
    const char = spl[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth < 0) {
        problems.push('a ")" closes nothing');
        depth = 0;
      }
    }
  }
  if (quote) problems.push('a quoted string is never closed');
  if (depth > 0) problems.push(`${depth} "(" never closed`);
  return problems;
}

/** Text with quoted strings blanked out, so words inside them are not taken for fields. */
const withoutStrings = (text: string) => text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');

const identifier = /[A-Za-z_][A-Za-z0-9_.]*/g;

/** Identifiers of an eval or where expression that are fields: not functions, keywords, or parts of strings. */
function expressionFields(expression: string): string[] {
  const text = withoutStrings(expression);
  return [...text.matchAll(identifier)]
    .filter((match) => {
      const after = text.slice(match.index + match[0].length).trimStart();
      return !after.startsWith('(') && !keywords.has(match[0]) && !/^\d/.test(match[0]);
    })
    .map((match) => match[0]);
}

type Stage = {readonly command: string; readonly args: string};

/** The fields a search reads and the fields it creates, stage by stage. */
function fieldsOf(stages: readonly Stage[]): {
  read: {field: string; stage: number}[];
  created: Map<string, number>;
} {
  const read: {field: string; stage: number}[] = [];
  const created = new Map<string, number>();
  const reads = (stage: number, ...fields: string[]) =>
    read.push(...fields.filter(Boolean).map((field) => ({field, stage})));
  const creates = (stage: number, ...fields: string[]) =>
    fields.filter(Boolean).forEach((field) => created.has(field) || created.set(field, stage));
  const names = (text: string) =>
    withoutStrings(text)
      .split(/[\s,]+/)
      .filter((name) => /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && !keywords.has(name));

  stages.forEach(({command, args}, stage) => {
    const text = withoutStrings(args);
    switch (command) {
      case 'search': {
        // field=value, field!=value, field>value, field IN (...): the left side is a field.
        for (const match of text.matchAll(
          /([A-Za-z_][A-Za-z0-9_.]*)\s*(?:!=|<=|>=|=|<|>|\s+IN\s*\()/g,
        )) {
          if (!searchModifiers.has(match[1]!)) reads(stage, match[1]!);
        }
        break;
      }
      case 'where':
        reads(stage, ...expressionFields(args));
        break;
      case 'eval':
        for (const assignment of splitOutside(args, ',')) {
          const [target, ...expression] = assignment.split('=');
          reads(stage, ...expressionFields(expression.join('=')));
          creates(stage, target!.trim());
        }
        break;
      case 'stats':
      case 'eventstats':
      case 'streamstats':
      case 'chart':
      case 'timechart': {
        const [aggregations = '', by = ''] = text.split(/\s(?:by|BY|over|OVER)\s/);
        for (const match of aggregations.matchAll(
          /([A-Za-z_]+)\(([^)]*)\)(?:\s+as\s+([A-Za-z_][A-Za-z0-9_]*))?/gi,
        )) {
          reads(stage, ...names(match[2]!));
          creates(stage, match[3] ?? `${match[1]}(${match[2]})`);
        }
        const plainCount = /^\s*(?:dc|count)\b(?!\()(?:\s+as\s+([A-Za-z_][A-Za-z0-9_]*))?/i.exec(
          aggregations,
        );
        if (plainCount) creates(stage, plainCount[1] ?? 'count');
        reads(stage, ...names(by.replace(/\b(?:span|limit|useother|usenull)=\S+/g, '')));
        break;
      }
      case 'rename':
        for (const match of text.matchAll(
          /([A-Za-z_][A-Za-z0-9_.()]*)\s+as\s+([A-Za-z_][A-Za-z0-9_.]*)/gi,
        )) {
          reads(stage, match[1]!.replace(/\(.*$/, ''));
          creates(stage, match[2]!);
        }
        break;
      case 'rex': {
        const field = /\bfield=([A-Za-z_][A-Za-z0-9_.]*)/.exec(args)?.[1];
        if (field) reads(stage, field);
        creates(
          stage,
          ...[...args.matchAll(/\(\?<([A-Za-z_][A-Za-z0-9_]*)>/g)].map((match) => match[1]!),
        );
        break;
      }
      case 'table':
      case 'fields':
      case 'dedup':
      case 'top':
      case 'rare':
      case 'sort':
      case 'fillnull':
      case 'mvexpand':
      case 'transaction':
        reads(
          stage,
          ...names(text.replace(/\b[a-z_]+=\S+/g, '').replace(/[+-]/g, ' ')).filter(
            (name) => !/^\d+$/.test(name),
          ),
        );
        if (command === 'top' || command === 'rare') creates(stage, 'count', 'percent');
        if (command === 'transaction') creates(stage, 'duration', 'eventcount');
        break;
      case 'bin':
      case 'bucket':
        reads(stage, ...names(text.replace(/\b[a-z_]+=\S+/g, '')));
        break;
      default:
        break;
    }
  });
  return {read, created};
}

/**
 * Every problem of one search: balance, unknown commands, and fields it reads that
 * the page's events do not have, Splunk does not add and the search does not create first.
 */
export function findSplProblems(spl: string, eventFields: ReadonlySet<string>): SplProblem[] {
  const problems = findBalanceProblems(spl);
  if (problems.length > 0) return problems;
  const oneLine = spl.replace(/\s*\n\s*/g, ' ').trim();
  const [base = '', ...piped] = splitOutside(oneLine, '|');
  const stages: Stage[] = [{command: 'search', args: base}];
  for (const part of piped) {
    const [command = '', ...rest] = part.trim().split(/\s+/);
    if (!splCommands.has(command)) problems.push(`"${command}" is not an SPL command`);
    stages.push({command, args: rest.join(' ')});
  }
  const {read, created} = fieldsOf(stages);
  const known = (field: string, stage: number) =>
    eventFields.has(field) ||
    splunkDefaultFields.has(field) ||
    (created.has(field) && created.get(field)! < stage) ||
    /^(?:date_|_)/.test(field);
  for (const field of [
    ...new Set(read.filter(({field, stage}) => !known(field, stage)).map(({field}) => field)),
  ]) {
    problems.push(
      `field "${field}" is in no event shown on the page, is not a Splunk default field, and is not created earlier in the search`,
    );
  }
  return problems;
}

/** Field names in the events a page shows as Windows event XML: `<Data Name="Image">` and the System elements. */
export function eventFieldsIn(xml: string): Set<string> {
  const fields = new Set<string>();
  for (const match of xml.matchAll(/<Data\s+Name=["']([^"']+)["']/g)) fields.add(match[1]!);
  const system = /<System>([\s\S]*?)<\/System>/.exec(xml)?.[1] ?? '';
  for (const match of system.matchAll(/<([A-Za-z]+)[\s>/]/g)) fields.add(match[1]!);
  return fields;
}
