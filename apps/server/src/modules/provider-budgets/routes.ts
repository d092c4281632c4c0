import {
  servesOrganization,
  zApiErrorEnvelope,
  zProviderBudget,
  zProviderBudgetList,
  zSetProviderBudget,
} from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { firstErrorPerField } from '../identity/field-error-validator';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import { opsErrorResponses } from '../ops-users/schemas';
import { listBudgets, setBudget, type BudgetDeps } from './budget-service';

const BASE = '/ops/api/v1/provider-budgets';
const tags = ['operations'];
const security = [{ bearer: [] }];

/** Lenders' daily budgets of paid third-party calls: read by operations, set by administrators. */
export const providerBudgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: BudgetDeps = {
    db: app.deps.database.db,
    organizations: app.deps.organizations,
    now: app.deps.now,
    paidCallsPerDay: app.deps.config.paidCallsPerDay,
  };

  app.get(
    BASE,
    {
      preHandler: requireOpsUser('ADMIN', 'UNDERWRITER'),
      schema: {
        tags,
        security,
        summary:
          "Each served lender's budget of paid calls per UTC day, today's use and the applications waiting for it",
        response: { 200: zProviderBudgetList, ...opsErrorResponses },
      },
    },
    async (request) => {
      const user = opsUserOf(request);
      return listBudgets(deps, (orgCode) => servesOrganization(user, orgCode));
    },
  );

  app.put(
    `${BASE}/:orgCode`,
    {
      preHandler: requireOpsUser('ADMIN'),
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        security,
        summary: "Set a lender's budget of paid calls per UTC day",
        description:
          'Applications waiting for the budget try again at once: those the new budget allows go on.',
        params: z.object({ orgCode: z.string().min(1).max(40) }),
        body: zSetProviderBudget,
        response: {
          200: zProviderBudget,
          ...opsErrorResponses,
          400: zApiErrorEnvelope,
          404: zApiErrorEnvelope,
        },
      },
    },
    async (request) => {
      const user = opsUserOf(request);
      const { orgCode } = request.params;
      if (!servesOrganization(user, orgCode)) throw AppError.forbidden();
      return setBudget(deps, orgCode, request.body.callsPerDay, user.email);
    },
  );
};
