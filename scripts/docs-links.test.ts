/**
 * Every relative link in README.md and docs/ leads somewhere: the file exists, and a #fragment names
 * a heading of that file. Links are read by markdown-it (the parser the app already uses), so code
 * spans, code blocks and escaped brackets are never mistaken for links.
 */
import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const markdown = new MarkdownIt();
type Token = ReturnType<MarkdownIt['parse']>[number];

const markdownFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });

const inlineTokens = (file: string): Token[] => markdown.parse(fs.readFileSync(file, 'utf8'), {});

/** GitHub's heading ids: lower case, punctuation dropped but for - and _, spaces as -, repeats numbered. */
function headingIds(file: string): Set<string> {
  const ids = new Set<string>();
  const tokens = inlineTokens(file);
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const text = (tokens[index + 1]!.children ?? []).map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : '')).join('');
    const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    let id = base;
    for (let n = 1; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
  });
  return ids;
}

/** The href of every link in a file. */
function links(file: string): string[] {
  return inlineTokens(file)
    .flatMap((token) => token.children ?? [])
    .filter((token) => token.type === 'link_open')
    .map((token) => token.attrGet('href')!);
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** Why a relative link leads nowhere, or undefined when it resolves. */
function brokenBecause(file: string, href: string): string | undefined {
  const [target, fragment] = href.split('#') as [string, string | undefined];
  const resolved = target === '' ? file : path.resolve(target.startsWith('/') ? root : path.dirname(file), decodeURIComponent(target.replace(/^\//, '')));
  if (!fs.existsSync(resolved)) return `${path.relative(root, resolved)} does not exist`;
  if (fragment !== undefined && resolved.endsWith('.md') && !headingIds(resolved).has(decodeURIComponent(fragment))) return `${path.relative(root, resolved)} has no heading #${fragment}`;
  return undefined;
}

describe('the handbook', () => {
  const files = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];

  it('has relative links that all resolve, to a file and to a heading of it', () => {
    const broken = files.flatMap((file) =>
      links(file)
        .filter((href) => !isExternal(href))
        .flatMap((href) => {
          const reason = brokenBecause(file, href);
          return reason ? [`${path.relative(root, file)}: (${href}): ${reason}`] : [];
        }),
    );
    expect(broken).toEqual([]);
  });

  it('finds the links and headings it checks', () => {
    const readme = path.join(root, 'README.md');
    expect(links(readme).filter((href) => !isExternal(href)).length).toBeGreaterThan(5);
    expect(headingIds(readme)).toContain('run-it');
    expect(brokenBecause(readme, 'docs/no-such-page.md')).toBe('docs/no-such-page.md does not exist');
    expect(brokenBecause(readme, '#no-such-heading')).toBe('README.md has no heading #no-such-heading');
  });
});
