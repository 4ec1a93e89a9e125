import { Code, SimpleGrid, Text } from '@mantine/core';
import type { MessageAnalysis } from '@parley/domain';

/** The analysis as data: each field of the MessageAnalysis and its value as JSON. */
export function AnalysisData({ analysis, label }: { analysis: MessageAnalysis | null; label: string }) {
  if (!analysis) return null;
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, sm: 2 }}
      spacing="xs"
      verticalSpacing={4}
      m={0}
      aria-label={label}
    >
      {Object.entries(analysis).map(([key, value]) => (
        <div key={key} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" fw={700}>
            {key}
          </Text>
          <dd style={{ margin: 0 }}>
            <Code
              block
              data-testid={`analysis-${key}`}
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {JSON.stringify(value)}
            </Code>
          </dd>
        </div>
      ))}
    </SimpleGrid>
  );
}
