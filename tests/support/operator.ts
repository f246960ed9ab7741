/** The operator password every end-to-end server is started with (the main webServer too). */
export const E2E_OPERATOR_PASSWORD = "e2e-operator-password-2026";
