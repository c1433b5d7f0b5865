import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addApplicationNote,
  deleteApplicationNote,
  setApplicationRating,
} from '@portal/shared/endpoints/application-notes';
import type { ApplicationNote, RatingState } from '@portal/shared/schemas/application-notes';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import { call } from '../../lib/api-client';
import { applicationQueries } from './api';

// An application's private notes and rating (issue 27, point 3). The answers are written into the
// cached application view instead of fetching it again: every fetch of the view counts a view of the
// candidate's profile. Lists carry the rating, so they are refetched when next shown.

/** Updates the cached view of application `id` (the page's query; the key of applicationQueries.view). */
export function useUpdateView(id: number) {
  const client = useQueryClient();
  return (update: (view: ApplicationView) => ApplicationView) =>
    client.setQueryData(applicationQueries.view(String(id)).queryKey, (old) => old && update(old));
}

/** POST employ/application/{id}/notes: the new note goes first (the list is newest first). */
export function useAddNote(id: number) {
  const updateView = useUpdateView(id);
  return (text: string) =>
    call(addApplicationNote, { params: { id }, body: { text } }).then((r) => {
      updateView((v) => ({ ...v, notes: [r.data, ...(v.notes ?? [])] }));
      return r;
    });
}

/** DELETE employ/application/{id}/notes/{noteId}. */
export function useDeleteNote(id: number) {
  const updateView = useUpdateView(id);
  return useMutation({
    mutationFn: (note: ApplicationNote) =>
      call(deleteApplicationNote, { params: { id, noteId: note.id }, toastError: true }),
    onSuccess: (_r, note) =>
      updateView((v) => ({ ...v, notes: (v.notes ?? []).filter((n) => n.id !== note.id) })),
  });
}

/** PUT employ/application/{id}/rating: 1–5, or null to clear it. */
export function useSetRating(id: number) {
  const client = useQueryClient();
  const updateView = useUpdateView(id);
  return useMutation({
    mutationFn: (rating: number | null) =>
      call(setApplicationRating, { params: { id }, body: { rating }, toastError: true }),
    onSuccess: (r) => {
      const rating: RatingState = r.data;
      updateView((v) => ({ ...v, rating, application: { ...v.application, rating: rating.rating } }));
      void client.invalidateQueries({ queryKey: [...applicationQueries.all(), 'employer'] });
    },
  });
}
