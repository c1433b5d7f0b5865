import { Text } from '@mantine/core';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguages } from '../api';
import { LanguageForm } from '../components/language-form';
import { SectionList } from '../components/section-list';
import { useSeekerT } from '../../../i18n/seeker-texts';

/** SPEC §2.5 Languages: each with its level (Basic, Conversational, Fluent, Native/Bilingual). */
export default function LanguagesPage() {
  const st = useSeekerT();
  useDocumentTitle(st('Languages'));
  const languages = useLanguages();
  const profile = useSeekerProfile();
  const profileId = profile.data?.profile?.id ?? null;
  return (
    <SectionList
      title={st('Languages')}
      addLabel={st('Add Language')}
      section="languages"
      items={languages.data}
      loading={languages.isPending}
      emptyText={st('No languages added yet')}
      describe={(l) => l.language}
      renderItem={(l) => (
        <>
          <Text fw={600} translate="no">
            {l.language}
          </Text>
          <Text size="sm" c="dimmed" translate="no">
            {l.level}
          </Text>
        </>
      )}
      renderForm={(existing, close) => (
        <LanguageForm existing={existing} profileId={profileId} onDone={close} />
      )}
    />
  );
}
