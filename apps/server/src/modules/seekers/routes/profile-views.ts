import type { FastifyInstance } from 'fastify';
import { getProfileViewsByWeek as endpoint } from '@portal/shared/endpoints/figures';
import { profileViewsQuery } from '@portal/shared/schemas/figures';
import { depsOf } from '../../../lib/deps';
import { queryErrorsAs400 } from '../../../lib/query-400';
import { send } from '../../../lib/reply';
import { route } from '../../../lib/route';
import { getProfileViewsByWeek } from '../weekly-views-service';

/** GET job-seeker/profile-views?weeks= (issue 32): the signed-in seeker's own sparkline. */
export async function profileViewRoutes(app: FastifyInstance) {
  route(
    app,
    endpoint,
    async (request, reply) =>
      send(reply, 200, 'Profile views', {
        data: {
          weeks: await getProfileViewsByWeek(depsOf(app), {
            userId: request.user!.id,
            weeks: request.query.weeks,
          }),
        },
      }),
    { preValidation: queryErrorsAs400(profileViewsQuery) },
  );
}
