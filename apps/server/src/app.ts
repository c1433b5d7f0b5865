import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { DEFAULT_BODY_LIMIT, registerBodyParsing } from './plugins/body';
import { serializeRequest } from './plugins/log-redaction';
import { warnOnUntrustedForwarding } from './plugins/proxy-warning';
import { registerErrorHandling } from './plugins/errors';
import { createMailHandler, createMailer, type Mailer } from './plugins/mail';
import { createOutboxWorker, type OutboxOptions, type OutboxWorker } from './plugins/outbox';
import { createRateLimitStore } from './plugins/rate-limit-store';
import { createStorage, type Storage } from './plugins/storage';
import { registerWebApp } from './plugins/web-app';
import { createPageCache } from './modules/jobs/page-cache';
import { createViewCounter } from './modules/jobs/view-counter';
import { loadPageRenderer } from './plugins/page-renderer';
import { registerApiHeaders } from './plugins/api-headers';
import { route } from './lib/route';
import { getOpenApiDocument } from '@portal/shared/endpoints/health';
import { depsOf } from './lib/deps';
import accountsRoutes from './modules/accounts/routes';
import lookupsRoutes from './modules/lookups/routes';
import placesRoutes from './modules/places/routes';
import healthRoutes from './modules/health/routes';
import jobsRoutes from './modules/jobs/routes';
import adminDashboardRoutes from './modules/admin/routes';
import billingAdminRoutes from './modules/billing/admin-routes';
import companiesAdminRoutes from './modules/companies/admin-routes';
import lookupsAdminRoutes from './modules/lookups/admin-routes';
import placesAdminRoutes from './modules/places/admin-routes';
import billingRoutes from './modules/billing/routes';
import companiesRoutes from './modules/companies/routes';
import filesRoutes from './modules/files/routes';
import employerJobsRoutes from './modules/jobs/employer-routes';
import jobStatsRoutes from './modules/job-stats/routes';
import jobsAdminRoutes from './modules/jobs/admin-routes';
import publicCompaniesRoutes from './modules/public-companies/routes';
import savedJobsRoutes from './modules/saved-jobs/routes';
import {
  employerApplicationRoutes,
  profilePdfRoutes,
  seekerApplicationRoutes,
} from './modules/applications/routes';
import applicationMessageRoutes from './modules/applications/messages-routes';
import jobAlertRoutes from './modules/job-alerts/routes';
import messageTemplateRoutes from './modules/message-templates/routes';
import jobFormRoutes from './modules/job-form/routes';
import jobFormAdminRoutes from './modules/job-form/admin-routes';
import talentPoolRoutes from './modules/talent-pool/routes';
import { registerJobAlertHandlers } from './modules/job-alerts/service';
import seekerFileRoutes from './modules/seekers/file-routes';
import seekersRoutes from './modules/seekers/routes';
import publishingRoutes from './modules/publishing/routes';
import { registerPublishingHandlers } from './modules/publishing/service';
import { renderPageHead } from './modules/publishing/page-head';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: Storage;
    outbox: OutboxWorker;
  }
}

export type App = FastifyInstance;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  storage?: Storage;
  /** Called for every route as it is added (tests check that each API route declares its answer). */
  onRoute?: (route: RouteOptions) => void;
  /** Worker timings (tests shorten them); the worker is started by main.ts or the test harness. */
  outboxOptions?: Partial<OutboxOptions>;
  /** Where the log goes (default stdout); tests read it. */
  logStream?: NodeJS.WritableStream;
}

/** A hop count trusts that many proxies nearest to the server (as proxy-addr reads numbers). */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the whole server: API under /api, SEO routes, and the built web app. Does not listen. */
export async function buildApp({
  config,
  database,
  mailer,
  storage,
  onRoute,
  logStream,
  outboxOptions,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer ?? createMailer(config, app.log));
  app.decorate('storage', storage ?? createStorage(config));
  const worker = createOutboxWorker(database.db, app.log, outboxOptions);
  worker.register('mail', createMailHandler(app.mailer, config));
  registerPublishingHandlers(worker, { db: database.db, config, log: app.log });
  registerJobAlertHandlers(worker, { db: database.db, config, outbox: worker });
  app.decorate('outbox', worker);
  app.addHook('onClose', () => worker.stop());
  // Views of published jobs, buffered and written every few seconds (modules/jobs/view-counter.ts): counted
  // by the jobView call and by a served job page.
  const jobViews = createViewCounter({ db: database.db, log: app.log });
  app.addHook('onClose', () => jobViews.stop());
  app.decorateRequest('user', null);
  if (onRoute) app.addHook('onRoute', onRoute);
  warnOnUntrustedForwarding(app);

  registerErrorHandling(app);
  // upgrade-insecure-requests and HSTS only make sense when the portal is served over https: sent over
  // plain http (an intranet host, a test box) they blank the page or pin a scheme that does not exist.
  const https = config.appUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        objectSrc: ["'none'"],
        // blob: lets the operators' console show a PDF slip it fetched with the token.
        frameSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // The installable portal (decision 0054): its manifest and its service worker, from the portal only.
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Logos and job attachments are read by partner careers sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Routes marked PUBLIC_API may be read from any origin and cached by CDNs (DESIGN §4); every other
  // /api answer is no-store without CORS (tokens and personal data stay out of caches).
  await registerApiHeaders(app);
  // Responses over 1 kB are compressed (brotli at a fast level, else gzip): visitors on outer islands
  // often have slow links. Built assets are compressed once at build time (plugins/web-app.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Counters live in the database so that limits hold across instances (DESIGN §7, decision 0010).
  await app.register(rateLimit, { global: false, store: createRateLimitStore(database.db, app.log) });
  await registerBodyParsing(app);
  await app.register(swagger, {
    openapi: { info: { title: `${config.appName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(lookupsRoutes);
      await api.register(placesRoutes);
      await api.register(accountsRoutes);
      await api.register(jobsRoutes, { views: jobViews });
      await api.register(companiesRoutes);
      await api.register(billingRoutes);
      await api.register(employerJobsRoutes);
      await api.register(jobStatsRoutes);
      await api.register(seekersRoutes);
      await api.register(savedJobsRoutes);
      await api.register(seekerApplicationRoutes);
      await api.register(employerApplicationRoutes);
      await api.register(applicationMessageRoutes);
      await api.register(messageTemplateRoutes);
      await api.register(talentPoolRoutes);
      await api.register(profilePdfRoutes);
      await api.register(seekerFileRoutes);
      // The operators' console: each module's /admin routes (their endpoints admit operators only).
      await api.register(adminDashboardRoutes);
      await api.register(billingAdminRoutes);
      await api.register(companiesAdminRoutes);
      await api.register(jobsAdminRoutes);
      await api.register(lookupsAdminRoutes);
      await api.register(placesAdminRoutes);
      await api.register(jobFormAdminRoutes);
      await api.register(filesRoutes);
      await api.register(publicCompaniesRoutes);
      await api.register(jobAlertRoutes);
      await api.register(jobFormRoutes);
      route(api, getOpenApiDocument, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  await app.register(publishingRoutes);
  await registerWebApp(app, {
    distDir: path.resolve(config.webDistDir),
    renderPageHead: (pathname) => renderPageHead(depsOf(app), pathname),
    renderer: await loadPageRenderer(app, config.webSsrEntry),
    cachePage: createPageCache({ db: app.db, countJobView: (id) => jobViews.count(id) }),
  });
  return app;
}
