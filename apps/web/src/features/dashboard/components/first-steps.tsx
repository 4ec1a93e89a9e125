import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { DASHBOARD_PAGE_TEXTS as T, type TDashboardSummary } from '@parley/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './dashboard.module.css';
import { usePageLink } from './use-page-link';

type TStep = keyof typeof T.firstSteps;

/**
 * A new account's dashboard (no message sent or received yet): what to do first, each step a
 * link, those already done marked, instead of a chart of zeros.
 */
export function FirstSteps({ summary }: { summary: TDashboardSummary }) {
  const link = usePageLink();
  const done: Record<TStep, boolean> = {
    funds: !summary.attention.some((a) => a.kind === 'unfunded'),
    number: summary.numbersOwned > 0,
    message: false,
  };
  const steps = (Object.keys(T.firstSteps) as TStep[]).map((key) => ({
    key,
    ...T.firstSteps[key],
    to: link(T.firstSteps[key].link),
  }));
  return (
    <Stack gap="sm">
      <Text>{T.firstStepsIntro}</Text>
      <ol className={classes.steps}>
        {steps.map((step, i) => (
          <Card key={step.key} component="li" withBorder radius="md" padding="md" mb="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Badge size="lg" circle variant={done[step.key] ? 'filled' : 'light'} aria-hidden="true">
                {i + 1}
              </Badge>
              <Stack gap={2}>
                <Group gap="xs">
                  {step.to ? (
                    <Anchor component={Link} to={step.to} fw={600}>
                      {step.title}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{step.title}</Text>
                  )}
                  {done[step.key] ? (
                    // teal.9 on white reads 4.9:1; Mantine's green badges are under 4.5:1 (axe)
                    <Text span size="sm" fw={600} c="teal.9" className={classes.done}>
                      <IconCircleCheck size={16} aria-hidden="true" />
                      {T.stepDone}
                    </Text>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </ol>
    </Stack>
  );
}
