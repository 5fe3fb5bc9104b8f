import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/config';
// @ts-expect-error -- a plain .mjs script without type declarations (it must run on any Node)
import { minimumNodeVersion, nodeVersionProblem } from './check-node.mjs';

const CHECK = path.join(PROJECT_ROOT, 'scripts/check-node.mjs');

/** The check as `npm start` and `npm test` run it, in a Node that reports `version` as its own. */
function runCheckAsNode(version: string) {
  const fakeVersion = `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });`;
  return spawnSync(
    process.execPath,
    ['-e', `${fakeVersion} process.argv[1] = ${JSON.stringify(CHECK)}; import(${JSON.stringify(CHECK)})`],
    {
      encoding: 'utf8',
    },
  );
}

describe('the Node version check before npm start and npm test', () => {
  it('stops an old Node with one line naming the version found and the one needed', () => {
    const { status, stderr, stdout } = runCheckAsNode('20.20.2');
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      'The voter guide needs Node.js 22.12 or newer (24 recommended); this is Node.js 20.20.2. Install Node.js 24 (README.md, "Start here").',
    ]);
  });

  it('lets Node 24 and 22.12 through without a word', () => {
    for (const version of ['24.21.0', '22.12.0', '23.0.0']) {
      expect(runCheckAsNode(version)).toMatchObject({ status: 0, stdout: '', stderr: '' });
    }
  });

  it('compares versions part by part, not as text', () => {
    expect(nodeVersionProblem('22.9.0', '22.12')).not.toBeNull();
    expect(nodeVersionProblem('22.12.1', '22.12')).toBeNull();
    expect(nodeVersionProblem('100.0.0', '22.12')).toBeNull();
  });

  it("reads the minimum from package.json's engines, the one place it is written", () => {
    expect(minimumNodeVersion('>=22.12')).toBe('22.12');
    expect(() => minimumNodeVersion('^22')).toThrow(/engines.node/);
  });
});
