import { Button, Container, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} size="h2">
        {notFound ? 'Page not found' : 'Something went wrong'}
      </Title>
      <Text c="dimmed" mt="sm">
        {notFound
          ? 'The page you are looking for does not exist.'
          : 'Please reload the page or try again later.'}
      </Text>
      <Button component="a" href="/" mt="lg">
        Go to the home page
      </Button>
    </Container>
  );
}
