import { templatesResource, type TTemplate } from '@parley/domain';
import { createDataProvider, providerState } from '@/lib/create-data-provider';
import { createResource } from '@/lib/create-resource';

/** The account's message templates (issue 15): fetchers, keys, queries and hooks from the definition. */
export const templates = createResource(templatesResource);

/** Doc 001 §3: a template offered in a dropdown by its title, its id the value. */
export const templateOption = (template: Pick<TTemplate, 'templateId' | 'templateTitle'>) => ({
  text: template.templateTitle,
  value: template.templateId,
});

/** The message-template list of doc 001 §4: the account's templates, loaded on first display, reloadable. */
function useAccountTemplates() {
  return providerState(templates.useAll(), [] as TTemplate[]);
}

export const { Provider: TemplatesProvider, useData: useTemplates } = createDataProvider(
  'Templates',
  useAccountTemplates,
);
