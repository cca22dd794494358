// Bundles src/main.js (with mqtt.js) into one
// minified script, assets/app.js, or into the file given as argument
// (check-bundle.sh). The output is reproducible: no timestamps, no paths.
import { build } from 'esbuild';

const outfile = process.argv[2] || 'assets/app.js';

await build({
  entryPoints: ['src/main.js'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2019'],
  platform: 'browser',
  charset: 'utf8',
  legalComments: 'eof',
  sourcemap: false,
  logLevel: 'warning',
  outfile,
});
