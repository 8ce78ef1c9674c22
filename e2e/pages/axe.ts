import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/*
 * axe-core (a direct dev dependency, the version Lighthouse uses), run in the page: its browser
 * build is evaluated the way @axe-core/playwright does, without adding that wrapper. Evaluating it through the DevTools protocol is not subject to our CSP.
 */
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.1 A and AA, plus axe's best practices (issue 18, "Done when"). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

interface AxeResultsLike {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/** Every axe violation on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as AxeResultsLike;
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
  }, AXE_TAGS);
}

/** Fail with a readable list when axe finds anything; `where` names the page and state. */
export async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  const report = violations
    .map(
      (v) =>
        `${where}: [${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target}: ${n.summary}`).join('\n'),
    )
    .join('\n');
  expect.soft(report, `axe on ${where}`).toBe('');
}
