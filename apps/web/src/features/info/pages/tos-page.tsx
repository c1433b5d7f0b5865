import { Anchor, Box, Container, Divider, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { appConfig } from '../../../lib/app-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TermsText } from '../components/terms-text';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS, type TermsSection } from '../content/terms';
import classes from './tos-page.module.css';
import { useAreaTexts } from '../../../i18n/area-catalogue';
import { usePublicT } from '../../../i18n/public-texts';
import { infoTexts, termsDv } from '../lib/texts';

function Contents({ sections }: { sections: TermsSection[] }) {
  const pt = usePublicT(infoTexts);
  const group = (part: TermsSection['part'], title: string) => (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="sm" mb={4} lts={0.4}>
        {title}
      </Text>
      {sections
        .filter((s) => s.part === part)
        .map((s) => (
          <Anchor key={s.id} component={Link} to={{ hash: s.id }} size="sm" display="block" py={3} c="gray.8">
            {s.title}
          </Anchor>
        ))}
    </>
  );
  return (
    <nav aria-label={pt('Table of contents')}>
      <Text fw={700}>{pt('Contents')}</Text>
      {group('terms', pt('Terms of Use'))}
      {group('privacy', pt('Privacy Policy'))}
    </nav>
  );
}

/** Rendered on the server; nothing to fetch (decision 0024). */
export { staticPage as prefetch } from '../../../lib/prefetch';

/** /tos: Terms of Use and Privacy Policy (SPEC §2.3 Terms), with a table of contents. */
export default function TosPage() {
  const pt = usePublicT(infoTexts);
  // The sections in the page's language: Dhivehi's are their own module, loaded only for Dhivehi and
  // there before a Dhivehi page renders (i18n/area-catalogue.ts).
  const dhivehi = useAreaTexts(termsDv);
  const sections = dhivehi?.sections ?? TERMS_SECTIONS;
  useDocumentTitle(pt('Terms of Use and Privacy Policy'));
  const privacyStart = sections.findIndex((s) => s.part === 'privacy');
  return (
    <Container size="xl" py="xl">
      <div>
        <Stack gap={4} mb="xl">
          <Title order={1}>{pt('Terms of Use and Privacy Policy')}</Title>
          <Text c="dimmed">
            {pt('{app} · Last updated {date}', {
              app: appConfig.appName,
              date: dhivehi?.lastUpdated ?? TERMS_LAST_UPDATED,
            })}
          </Text>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Paper withBorder radius="md" p="md" className={classes.toc}>
              <Contents sections={sections} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Box maw={820} className={classes.body}>
              <Title order={2} size="h2" mb="md">
                {pt('Terms of Use')}
              </Title>
              {sections.map((s, i) => (
                <Box
                  key={s.id}
                  component="section"
                  id={s.id}
                  className={classes.section}
                  aria-labelledby={`${s.id}-title`}
                >
                  {i === privacyStart && (
                    <>
                      <Divider my="xl" />
                      <Title order={2} size="h2" mb="md" id="privacy-policy">
                        {pt('Privacy Policy')}
                      </Title>
                    </>
                  )}
                  <Title order={3} size="h4" mb="sm" id={`${s.id}-title`}>
                    {s.title}
                  </Title>
                  <TermsText blocks={s.blocks} />
                </Box>
              ))}
            </Box>
          </Grid.Col>
        </Grid>
      </div>
    </Container>
  );
}
