import fs from 'node:fs';
import path from 'node:path';
import { generateOpenApi, OPENAPI_FILE } from './openapi-document';

// `npm run docs:api`: writes the OpenAPI document generated from the route schemas to docs/api/.
fs.writeFileSync(OPENAPI_FILE, await generateOpenApi());
console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
