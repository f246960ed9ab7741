/** Playwright's global setup: the run's template database (support/dataTemplate.ts). */
import { createDataTemplate, DATA_TEMPLATE_VARIABLE, removeDataTemplate } from "./dataTemplate.ts";

export default async function globalSetup(): Promise<() => void> {
  const template = await createDataTemplate();
  // Workers start after this and inherit the environment.
  process.env[DATA_TEMPLATE_VARIABLE] = template;
  return () => removeDataTemplate(template);
}
