import { Button, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { renderRoutes, stubApi } from '../testing/render';
import { defineEndpoint } from '@portal/shared/endpoints/endpoint';
import { messageResponse } from '@portal/shared/schemas/common';
import { call } from './api-client';
import { FormResult, useApiForm, type FieldErrors } from './forms';

const schema = z.object({ name: z.string().min(1, 'The name field is required.') });
/** An operation of this test only (the form helper does not depend on which one it sends). */
const saveName = defineEndpoint({
  method: 'POST',
  path: '/names',
  access: 'public',
  summary: 'Save a name',
  tags: [],
  body: schema,
  response: { 201: messageResponse },
});

function NameForm({ onSuccess }: { onSuccess: (message: string) => void }) {
  const { form, onSubmit, outcome, submitting } = useApiForm({
    initialValues: { name: '' },
    validate: schema,
    send: (values) => call(saveName, { body: values }),
    onSuccess: (result) => onSuccess(result.message),
    fieldErrorsFor: (error): FieldErrors =>
      error instanceof Error && 'code' in error && error.code === ERROR_CODES.conflict
        ? { name: 'Already taken (by code)' }
        : {},
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormResult outcome={outcome} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Button type="submit" loading={submitting}>
        Save
      </Button>
    </form>
  );
}

function renderForm(onSuccess = vi.fn()) {
  renderRoutes([{ path: '/', element: <NameForm onSuccess={onSuccess} /> }], '/');
  const submit = (name: string) => {
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  };
  return { submit, onSuccess };
}

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('useApiForm and FormResult', () => {
  it('checks the shared schema first and sends nothing while it fails', async () => {
    const calls = stubApi({}, [saveName]);
    const { submit } = renderForm();
    submit('');
    expect(await screen.findByText('The name field is required.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('on success toasts the server’s message, keeps it on the page as a status, then calls onSuccess', async () => {
    stubApi({ 'POST /api/names': [201, { status: 201, message: 'Saved Successfully' }] }, [saveName]);
    const { submit, onSuccess } = renderForm();
    submit('Aishath');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Saved Successfully');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Saved Successfully'));
    expect(screen.getAllByText('Saved Successfully').length).toBeGreaterThanOrEqual(2); // toast + result
  });

  it('on a 422 puts the first message of each field under it and shows the failure as an alert', async () => {
    stubApi(
      {
        'POST /api/names': [
          422,
          {
            status: 422,
            code: 'validation_failed',
            message: 'The name has already been taken.',
            errors: { name: ['The name has already been taken.', 'second'] },
          },
        ],
      },
      [saveName],
    );
    const { submit, onSuccess } = renderForm();
    submit('Aishath');
    // The API client's toast (also role alert) may render a tick before the form's own result and
    // field errors, so wait for the field message, then look for the form's alert inside the form.
    const input = screen.getByLabelText('Name');
    await waitFor(() => {
      const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe('The name has already been taken.');
    });
    const form = input.closest('form') as HTMLFormElement;
    const alert = within(form).getByRole('alert');
    expect(alert.textContent).toContain('The name has already been taken.');
    expect(screen.queryByText('second')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('lets the form map a failure’s code to a field', async () => {
    stubApi({ 'POST /api/names': [409, { status: 409, code: 'conflict', message: 'Conflict' }] }, [saveName]);
    const { submit } = renderForm();
    submit('Aishath');
    expect(await screen.findByText('Already taken (by code)')).toBeTruthy();
  });
});
