import type { FastifyInstance } from 'fastify';
import { FILE_LIMITS } from '@portal/shared/constants';
import * as endpoints from '@portal/shared/endpoints/seekers';
import { MESSAGES } from '@portal/shared/messages';
import { depsOf } from '../../../lib/deps';
import { send } from '../../../lib/reply';
import { route } from '../../../lib/route';
import { currentUser } from '../../../plugins/auth';
import { requireUpload, uploadRoute } from '../../../plugins/uploads';
import { getProfilePage } from '../profile-page';
import {
  createSeekerProfile,
  getOwnProfile,
  replaceProfilePicture,
  toggleProfileVisibility,
  updateSeekerProfile,
} from '../service';

/** The profile (basic information), its photo and “Hide my Profile”. */
export async function profileRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);

  for (const endpoint of [endpoints.getOwnProfile, endpoints.getOwnProfileAtCreatePath]) {
    route(app, endpoint, async (request, reply) =>
      send(reply, 200, 'Profile', { data: await getOwnProfile(deps(), { user: currentUser(request) }) }),
    );
  }

  route(app, endpoints.getProfilePage, async (request, reply) =>
    send(reply, 200, 'Profile', { data: await getProfilePage(deps(), { user: currentUser(request) }) }),
  );

  route(app, endpoints.createProfile, async (request, reply) => {
    const data = await createSeekerProfile(deps(), { user: currentUser(request), input: request.body });
    return send(reply, 201, 'Profile saved successfully.', { data });
  });

  route(app, endpoints.updateProfile, async (request, reply) => {
    const data = await updateSeekerProfile(deps(), {
      user: currentUser(request),
      profileId: request.params.id,
      input: request.body,
    });
    return send(reply, 200, 'Profile updated successfully.', { data });
  });

  route(
    app,
    endpoints.replaceProfilePicture,
    async (request, reply) => {
      const upload = requireUpload(request.body, 'picture', 'The picture field is required.');
      const profile = await replaceProfilePicture(deps(), {
        user: currentUser(request),
        profileId: request.params.id,
        userId: request.body.user_id,
        upload,
      });
      return send(reply, 200, 'Photo updated successfully.', { data: { picture: profile.picture } });
    },
    uploadRoute({ picture: { ...FILE_LIMITS.picture, typeMessage: MESSAGES.uploadType } }),
  );

  route(app, endpoints.toggleProfileVisibility, async (request, reply) => {
    const data = await toggleProfileVisibility(deps(), { user: currentUser(request) });
    const message = data.seeking_job ? 'Your profile is visible to employers.' : 'Your profile is hidden.';
    return send(reply, 200, message, { data });
  });
}
