// `npm start`: build if needed, then run the server (migrations and, on an empty embedded database,
// the demo content happen inside it).
import { ensureBuilt } from './ensure-built.mjs';

await ensureBuilt();
await import('../dist/server/main.js');
