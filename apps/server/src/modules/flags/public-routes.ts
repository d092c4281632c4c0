import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  zDecisionRequest,
  zDecisionResponse,
  zFeatureFlag,
  zFeatureRequest,
  zFeaturesRequest,
  zFeaturesResponse,
} from '@openheloc/domain';
import type { ResolvedFlag } from './resolve-flag';
import { routeErrors, PUBLIC_BODY_LIMIT, zContextParams } from './schemas';
import type { FlagService } from './service';

const tags = ['feature flags'];
const toFeatureFlag = ({ key, enabled, variables }: ResolvedFlag) => ({ key, enabled, variables });

/** The browser's flag calls; flags are always decided for the request's own organisation. */
export function publicFlagRoutes(service: FlagService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/service-optimize/:context/api/v1/feature',
      {
        bodyLimit: PUBLIC_BODY_LIMIT,
        schema: {
          tags,
          summary: 'One feature flag for the current organisation',
          params: zContextParams,
          body: zFeatureRequest,
          response: { 200: zFeatureFlag, ...routeErrors },
        },
      },
      async (request) =>
        toFeatureFlag(
          await service.feature(
            request.org.orgCode,
            request.body.optimizeUser,
            request.body.featureKey,
          ),
        ),
    );

    app.post(
      '/service-optimize/:context/api/v1/features',
      {
        bodyLimit: PUBLIC_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Every feature flag for the current organisation',
          params: zContextParams,
          body: zFeaturesRequest,
          response: { 200: zFeaturesResponse, ...routeErrors },
        },
      },
      async (request) => {
        const flags = await service.features(request.org.orgCode, request.body.optimizeUser);
        return { features: flags.map(toFeatureFlag) };
      },
    );

    app.post(
      '/service-optimize/:context/api/v2/decision',
      {
        bodyLimit: PUBLIC_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Flag decisions for a tracked visitor, optionally for some keys only',
          description:
            'Keys this server does not know are left out of the decisions. For an experiment whose flag is on (fe-heloc-redesign-2025: register-v2 or register), variationKey is the variation assigned to the tracker id, the same on every call; otherwise null.',
          params: zContextParams,
          body: zDecisionRequest,
          response: { 200: zDecisionResponse, ...routeErrors },
        },
      },
      async (request) => {
        const { optimizeUser, trackerId, featureKeys } = request.body;
        const flags = await service.decisions(
          request.org.orgCode,
          optimizeUser,
          featureKeys,
          trackerId,
        );
        return {
          trackerId,
          decisions: flags.map((flag) => ({
            ...toFeatureFlag(flag),
            variationKey: flag.variationKey,
          })),
        };
      },
    );
  };
}
