import { Container, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAYS_MS } from '@portal/shared/constants';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PreferenceForm } from '../components/preference-form';
import { useSeekerT } from '../../../i18n/seeker-texts';

/** SPEC §2.5 Choose your Preferences (/pref): the first onboarding step; /step after 3 seconds. */
export default function PrefPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Choose your Preferences'));
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate('/step'), REDIRECT_DELAYS_MS.preference);
    return () => clearTimeout(timer);
  }, [saved, navigate]);
  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2" mb={4}>
        {st('Choose your Preferences')}
      </Title>
      <Text c="dimmed" mb="lg">
        {st('Tell us what you are looking for: we show you matching jobs and can email them to you.')}
      </Text>
      <PreferenceForm existing={null} submitLabel="Save and Continue" onSaved={() => setSaved(true)}>
        <Text size="sm">{st('Next: your basic information…')}</Text>
      </PreferenceForm>
    </Container>
  );
}
