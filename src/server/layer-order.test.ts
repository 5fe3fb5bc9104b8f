import path from 'node:path';
import { ESLint } from 'eslint';
import { PROJECT_ROOT } from './config';

/**
 * The layer order (docs/architecture.md, eslint.layers.js) is a lint rule: these snippets are linted as
 * if they sat at the given path, so an upward import, a feature reaching into another, or a cycle fails
 * `npm run lint`.
 */
let eslint: ESLint;

beforeAll(() => {
  // ignore: false lets the test lint the cycle fixture, which the normal lint run skips.
  eslint = new ESLint({ cwd: PROJECT_ROOT, ignore: false });
});

async function problemsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

const importing = (source: string) =>
  `import * as imported from '${source}';\n\nexport const used = imported;\n`;

describe('the layer order', () => {
  it.each([
    [
      'a repository importing a service',
      'src/server/features/videos/probe.repository.ts',
      './videos.service',
    ],
    [
      'a repository importing another feature’s repository',
      'src/server/features/videos/probe.repository.ts',
      '../media/media.repository',
    ],
    [
      'a service importing a plugin',
      'src/server/features/videos/probe.service.ts',
      '../../plugins/session-plugin',
    ],
    [
      'a service importing another feature’s repository',
      'src/server/features/videos/probe.service.ts',
      '../media/media.repository',
    ],
    ['a service importing the tRPC kit', 'src/server/features/videos/probe.service.ts', '../../trpc/init'],
    [
      'a REST adapter skipping its service',
      'src/server/features/videos/probe.rest.ts',
      './videos.repository',
    ],
    ['the database importing a feature', 'src/server/db/probe.ts', '../features/videos/videos.seed'],
    ['the tRPC context importing the app', 'src/server/trpc/probe.ts', '../app'],
    ['a client feature importing app/', 'src/client/features/auth/probe.tsx', '../../app/app'],
    ['a client feature importing another feature', 'src/client/features/auth/probe.tsx', '../home/home-page'],
    [
      'client code importing server code',
      'src/client/lib/probe.ts',
      '../../server/features/videos/videos.service',
    ],
  ])('refuses %s', async (_case, filePath, source) => {
    expect(await problemsOf(filePath, importing(source))).toContain('boundaries/dependencies');
  });

  it.each([
    [
      'a service importing its repository',
      'src/server/features/videos/probe.service.ts',
      './videos.repository',
    ],
    [
      'a service importing another feature’s service',
      'src/server/features/videos/probe.service.ts',
      '../media/media.service',
    ],
    [
      'a REST adapter importing the REST helpers',
      'src/server/features/videos/probe.rest.ts',
      '../../http/rest-gates',
    ],
    ['a plugin importing a service', 'src/server/plugins/probe.ts', '../features/auth/auth.service'],
    ['a client feature importing lib/', 'src/client/features/auth/probe.tsx', '../../lib/session'],
    ['app/ importing a client feature', 'src/client/app/probe.tsx', '../features/home/home-page'],
  ])('allows %s', async (_case, filePath, source) => {
    expect(await problemsOf(filePath, importing(source))).toEqual([]);
  });

  it('refuses a source file that belongs to no layer', async () => {
    expect(await problemsOf('src/server/elsewhere/probe.ts', 'export const probe = 1;\n')).toContain(
      'boundaries/no-unknown-files',
    );
  });

  it('refuses an import cycle, of value imports or of type-only ones', async () => {
    const results = await eslint.lintFiles(['src/server/testing/fixtures/import-cycle/']);
    const problems = Object.fromEntries(
      results.map((result) => [
        path.basename(result.filePath),
        result.messages.map((message) => message.ruleId),
      ]),
    );
    expect(problems).toEqual({
      'first.ts': ['local/no-import-cycle'],
      'second.ts': ['local/no-import-cycle'],
      'type-first.ts': ['local/no-import-cycle'],
      'type-second.ts': ['local/no-import-cycle'],
    });
  });
});
