import { Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/shared/messages';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import { FileLink } from '../../../components/candidate-profile';
import { useEmployerT } from '../../../i18n/employer-texts';

/** The candidate's resume, certificates, reference letters and other files. */
export function ApplicationDocuments({ data }: { data: ApplicationView }) {
  const et = useEmployerT();
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {et('Documents')}
      </Title>
      <Stack gap="xs">
        {data.resume?.resume && (
          <FileLink
            label={et('Resume')}
            name={data.resume.resume_name ?? 'resume.pdf'}
            url={data.resume.resume}
          />
        )}
        {data.documents.cert && (
          <FileLink
            label={et('Certificates')}
            name={data.documents.cert.file_name}
            url={data.documents.cert.file_url}
          />
        )}
        {data.documents.other && (
          <FileLink
            label={et('Reference letters')}
            name={data.documents.other.file_name}
            url={data.documents.other.file_url}
          />
        )}
        {data.documents.files.map((f) => (
          <FileLink key={f.url} label={f.label} name={f.name} url={f.url} />
        ))}
        {!data.resume?.resume &&
          !data.documents.cert &&
          !data.documents.other &&
          data.documents.files.length === 0 && (
            <Text c="dimmed" size="sm">
              {et(MESSAGES.nothingToShow)}
            </Text>
          )}
      </Stack>
    </Paper>
  );
}
