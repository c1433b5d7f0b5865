import {
  noteParams,
  noteRequest,
  noteResponse,
  ratingRequest,
  ratingResponse,
} from '../schemas/application-notes';
import { idParam, messageResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

// An application's private notes and rating (issue 27, point 3; decision 0042): the company's only.
// They are read with the application (employ/view-application-byjobid/{id}); the rating also on the rows
// of employ/job-applications.

export const addApplicationNote = defineEndpoint({
  method: 'POST',
  path: '/employ/application/:id/notes',
  access: ['employer'],
  summary: 'Add a private note to an application of the company (never shown to the seeker)',
  tags: ['employer'],
  params: idParam,
  body: noteRequest,
  response: { 201: noteResponse },
  errors: [401, 403, 404, 422],
});

export const deleteApplicationNote = defineEndpoint({
  method: 'DELETE',
  path: '/employ/application/:id/notes/:noteId',
  access: ['employer'],
  summary: 'Delete a note of an application of the company: its author only',
  tags: ['employer'],
  params: noteParams,
  response: { 200: messageResponse },
  errors: [401, 403, 404],
});

export const setApplicationRating = defineEndpoint({
  method: 'PUT',
  path: '/employ/application/:id/rating',
  access: ['employer'],
  summary:
    'Rate an application of the company 1–5, or clear the rating with null (one rating per application: the last writer’s)',
  tags: ['employer'],
  params: idParam,
  body: ratingRequest,
  response: { 200: ratingResponse },
  errors: [401, 403, 404, 422],
});
