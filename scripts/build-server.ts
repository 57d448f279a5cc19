/**
 * Compiles the server to JavaScript for production (`node dist/app/main.js`): one ESM bundle of our
 * code per entry, npm packages left to node_modules. The migrations come in through
 * db/migrations/index.ts; the extraction threads start on their own entry, worker-task.js; the
 * migration command (`node dist/app/migrate.js [--to-postgres]`) and the backup and restore commands
 * (`node dist/app/backup.js`, `node dist/app/restore.js FILE`) are entries too, for an image without tsx.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

export async function buildServer(appDir: string): Promise<void> {
  fs.rmSync(appDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: 'src/server/main.ts', 'worker-task': 'src/server/syllabi/worker-task.ts', migrate: 'src/server/db/migrate-cli.ts', backup: 'scripts/backup.ts', restore: 'scripts/restore.ts' },
    outdir: appDir,
    bundle: true,
    // Shared code and the lazily loaded engine become chunks beside the entries, so worker.ts's
    // `new URL('./worker-task.js', import.meta.url)` holds from whichever file it lands in.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // Stack traces need the mappings only; the sources stay out of the image.
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  // `npm ci --omit=dev` is all a production install has: importing a devDependency would only fail there.
  const { dependencies } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
  const missing = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
      if (!(name in dependencies)) missing.add(name);
    }
  }
  if (missing.size > 0) throw new Error(`The server imports ${[...missing].join(', ')}, which package.json does not list under dependencies`);
  // Node looks for packages in the folders above the bundle: a build outside the project (the e2e
  // suite's and the bench's temporary ones) gets a link to the project's node_modules beside it.
  const outDir = path.dirname(appDir);
  if (path.relative(process.cwd(), outDir).startsWith('..') && !fs.existsSync(path.join(outDir, 'node_modules'))) {
    fs.symlinkSync(path.resolve('node_modules'), path.join(outDir, 'node_modules'), 'dir');
  }
}
