import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import type { Config } from '../config.js';

/** A plugin of a feature; app.ts gives each the server's configuration. */
type FeaturePlugin = FastifyPluginAsync<{ config: Config }> | FastifyPluginCallback<{ config: Config }>;

/**
 * One feature of the server, as app.ts registers it: each is a folder of src/features whose
 * index.ts declares it. Each plugin is registered on its own, so what a plugin decorates or
 * hooks stays its own unless it says otherwise (fastify-plugin).
 */
export interface Feature {
  name: string;
  /** Its calls under /api, in the API's scope (answers compressed there). */
  api?: FeaturePlugin[];
  /** What it serves outside /api: the health check, the app's manifest, the web app itself. */
  site?: FeaturePlugin[];
  /** Its share of the housekeeping (expired rows), run at start and every six hours. */
  housekeeping?: (app: FastifyInstance) => Promise<unknown>;
}
