import { Container, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAYS_MS } from '@portal/shared/constants';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BasicInfoForm } from '../components/basic-info-form';
import { useSeekerT } from '../../../i18n/seeker-texts';

export const PROCEED = 'Proceed to Create Full Profile';
export const SKIP = 'Save and Skip Profile for Now';

/** SPEC §2.5 /step: basic information; then /profile or / after 3 seconds, by the button chosen. */
export default function StepPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Basic information'));
  const navigate = useNavigate();
  const [next, setNext] = useState<string | null>(null);
  const toProfile = next === '/profile';
  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => void navigate(next), REDIRECT_DELAYS_MS.basicInfo);
    return () => clearTimeout(timer);
  }, [next, navigate]);
  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2" mb={4}>
        {st('Basic information')}
      </Title>
      <Text c="dimmed" mb="lg">
        {st('Employers see this first. You can complete the rest of your profile now or later.')}
      </Text>
      <BasicInfoForm
        existing={null}
        actions={[
          { label: PROCEED, value: '/profile' },
          { label: SKIP, value: '/', variant: 'default' },
        ]}
        onSaved={setNext}
      >
        {next && (
          <Text size="sm">{st(toProfile ? 'Taking you to your profile…' : 'Taking you to the jobs…')}</Text>
        )}
      </BasicInfoForm>
    </Container>
  );
}
