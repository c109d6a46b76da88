/** The logged message formats of spec 000 §8 ("Other logged messages"), in one place. */
export const logMessages = {
  unknownJavaScript: 'Unknown JavaScript error',
  unhandledRejection: (reason: string) => `Unhandled Promise Rejection: ${reason}`,
  reactComponent: (name: string) => `React component error in ${name}`,
  combat: (phase: string, detail: string) => `Combat error in ${phase}: ${detail}`,
  service: (service: string, method: string, detail: string) => `${service}.${method} failed: ${detail}`,
  navigation: (from: string, to: string, detail: string) => `Navigation error from ${from} to ${to}: ${detail}`,
  userAction: (action: string, target: string, detail: string) =>
    `User action '${action}' on '${target}' failed: ${detail}`,
  slowPerformance: (detail: string) => `Slow performance detected: ${detail}`,
  slowNavigation: (route: string) => `Slow navigation to ${route}`,
  gameStateValidation: (count: number) => `GameState validation failed with ${count} errors`,
} as const;
